import type { ApiKeyModel } from '../../models/api-key';
import type { UserModel } from '../../models/user';

/** A request made with a verified secret key: the key, and its owner, as whom the request acts. */
export interface ApiKeyCaller {
  key: ApiKeyModel;
  owner: UserModel;
}
