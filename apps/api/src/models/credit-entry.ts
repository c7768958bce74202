import objection from 'objection';

export type CreditKind = 'grant' | 'charge' | 'refund' | 'purchase';

export class CreditEntryModel extends objection.Model {
  static override tableName = 'credit_ledger';

  declare id: number | string;
  declare userId: string;
  declare amount: number;
  declare kind: CreditKind;
  declare description: string;
  declare transcriptionId: string | null;
  declare createdAt: Date;
}
