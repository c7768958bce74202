/** A hash of the package's build inputs and its workspace dependencies' (see build-package.mjs). */
export function inputsHash(packageDir: string): string;
/** Builds `packageDir` with tsup unless dist/ is built from its current inputs; resolves to whether it built. */
export function ensurePackageBuilt(packageDir: string): Promise<boolean>;
