/** Builds `packageDir` with tsup unless dist/ is built from its current inputs; resolves to whether it built. */
export function ensurePackageBuilt(packageDir: string): Promise<boolean>;
