export {
  AppLink,
  type AppLinkProps,
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  type LinkProviderProps,
  useLinkComponent,
} from './Link';
