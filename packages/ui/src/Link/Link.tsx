import { type ComponentProps, type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** What ui hands to a link: an anchor's props with a required href (a path such as /billing). */
export type LinkComponentProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * Renders an in-app link. The default is a plain <a>; an app with a router passes its own, e.g.
 * `({ href, ...props }) => <Link to={href} {...props} />` for React Router, so ui stays router-agnostic.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

function Anchor(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(Anchor);

export interface LinkProviderProps {
  /** The link every ui component below renders for in-app navigation. */
  component: LinkComponent;
  children: ReactNode;
}

/** Sets the link component for every ui component below it (AppShell does this with its `linkComponent`). */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link component in effect: the override, else the nearest LinkProvider's, else a plain <a>. */
export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const fromContext = useContext(LinkComponentContext);
  return override ?? fromContext;
}

export interface AppLinkProps extends LinkComponentProps {
  /** Renders with this component instead of the one from context. */
  linkComponent?: LinkComponent;
}

/** An in-app link that renders through the app's router when there is one. */
export function AppLink({ linkComponent, ...props }: AppLinkProps) {
  const Component = useLinkComponent(linkComponent);
  return <Component data-slot="app-link" {...props} />;
}
