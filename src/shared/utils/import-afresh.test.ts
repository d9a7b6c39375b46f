import { describe, expect, it } from 'vitest';
import { failedModuleAddress } from './import-afresh';

describe('failedModuleAddress', () => {
  it('reads the address of the module that could not be fetched, on this origin only', () => {
    const failed = (address: string) => new TypeError(`Failed to fetch dynamically imported module: ${address}`);
    expect(failedModuleAddress(failed(`${window.location.origin}/assets/mine-Ab12Cd34.js`))).toBe(
      `${window.location.origin}/assets/mine-Ab12Cd34.js`,
    );
    expect(failedModuleAddress(failed('https://elsewhere.example/x.js'))).toBeNull();
    expect(failedModuleAddress(new Error('Importing a module script failed.'))).toBeNull();
  });
});
