import type { ProductionEnvironment } from '@verbatim/core-sdk/contracts';
import {
  Badge,
  LOCAL_ENGINE_CAVEAT,
  Skeleton,
  SPEECH_ENGINE_LABELS,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useProductionEnvironment,
} from '@verbatim/ui';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';
import { ActivityTab } from './ActivityTab';
import { ReportTab } from './ReportTab';
import { SearchTab } from './SearchTab';
import { StuckTab } from './StuckTab';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The configured speech engine, named as the viewer names it, with what the local one is. */
function speechEngineText(engine: ProductionEnvironment['speechEngine']): string {
  const name = capitalised(SPEECH_ENGINE_LABELS[engine]);
  return engine === 'local' ? `${name}, ${LOCAL_ENGINE_CAVEAT}` : name;
}

/** Who writes summaries and chat answers, as the summary and chat screens say it. */
function aiWriterText(environment: ProductionEnvironment): string {
  return environment.aiWriter === 'llm'
    ? (environment.aiModel ?? 'The configured AI model')
    : 'Offline: sentences chosen from the transcript (no AI model configured)';
}

function EnvironmentCard() {
  const environment = useProductionEnvironment();
  const data = environment.data;
  const rows: [string, React.ReactNode][] = data
    ? [
        [
          'Type',
          <Badge key="type" variant={data.type === 'production' ? 'default' : 'secondary'}>
            {data.type}
          </Badge>,
        ],
        ['Deployment', data.deployment ? 'Yes' : 'No'],
        [
          'Domain',
          <span key="domain" className="break-all">
            {data.domain}
          </span>,
        ],
        ['Database', data.database],
        ['Speech engine', speechEngineText(data.speechEngine)],
        ['Summaries and chat', aiWriterText(data)],
      ]
    : [];
  return (
    <SectionCard title="Environment">
      {environment.isError && !data ? (
        <p role="alert" className="text-destructive text-sm">
          The environment could not be loaded: {environment.error.message}
        </p>
      ) : !data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {rows.map(([term, value]) => (
            <div key={term} className="grid gap-1">
              <dt className="text-muted-foreground text-xs">{term}</dt>
              <dd className="font-medium text-sm">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}

/** Production Monitoring: the environment, and the four tabs of activity, search, stuck files and the report. */
export function ProductionPage() {
  return (
    <>
      <PageHeader title="Production Monitoring" description="Processing across all users, refreshed every 10 seconds." />
      <EnvironmentCard />
      <Tabs defaultValue="activity">
        <div>
          <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
            <TabsTrigger value="activity">Processing Activity</TabsTrigger>
            <TabsTrigger value="search">Search Files</TabsTrigger>
            <TabsTrigger value="stuck">Stuck Processing</TabsTrigger>
            <TabsTrigger value="report">Generate Report</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="activity">
          <ActivityTab />
        </TabsContent>
        <TabsContent value="search">
          <SearchTab />
        </TabsContent>
        <TabsContent value="stuck">
          <StuckTab />
        </TabsContent>
        <TabsContent value="report">
          <ReportTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
