import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';

import { usedImportsIn } from './barrel-imports';

/** A chunking context over modules given as their code and resolved static imports. */
function contextOf(modules: Record<string, { code?: string; imports: string[] }>): ChunkingContext {
  return {
    getModuleInfo: (id: string) =>
      id in modules
        ? ({ code: modules[id]!.code ?? null, importedIds: modules[id]!.imports } as unknown as ModuleInfo)
        : null,
  };
}

const core = '/app/node_modules/@mantine/core/esm';
const index = `${core}/index.mjs`;
const button = `${core}/components/Button/Button.mjs`;
const modal = `${core}/components/Modal/Modal.mjs`;
const rem = `${core}/core/utils/rem.mjs`;
const hooks = '/app/node_modules/@mantine/hooks/esm/index.mjs';
const useId = '/app/node_modules/@mantine/hooks/esm/use-id.mjs';

const mantine = {
  // The shape of Mantine's barrels: imports, then one export list.
  [index]: {
    code: [
      'import { Button } from "./components/Button/Button.mjs";',
      'import { Modal as Modal$1 } from "./components/Modal/Modal.mjs";',
      'import { em, rem } from "./core/utils/rem.mjs";',
      'export { Button, Modal$1 as Modal, em, rem };',
    ].join('\n'),
    imports: [button, modal, rem],
  },
  // The other barrel shape: re-exports from their modules.
  [hooks]: { code: 'export { useId } from "./use-id.mjs";', imports: [useId] },
  [button]: {
    code: 'import { rem } from "../../core/utils/rem.mjs"; export const Button = rem;',
    imports: [rem],
  },
  [modal]: { code: 'import { useId } from "@mantine/hooks"; export const Modal = useId;', imports: [hooks] },
  [rem]: { code: 'export const rem = 1, em = 2;', imports: [] },
  [useId]: { code: 'export const useId = 1;', imports: [] },
};

describe('the modules a module’s imports reach', () => {
  it('follows a name taken from a barrel to the module that defines it (and the barrel)', () => {
    const usedImports = usedImportsIn(
      contextOf({
        ...mantine,
        '/app/src/page.tsx': {
          code: 'import { Button, rem } from "@mantine/core"; import { x } from "./x"; export const y = [Button, rem, x];',
          imports: [index, '/app/src/x.ts'],
        },
      }),
    );
    expect(usedImports('/app/src/page.tsx')).toEqual([index, button, rem, '/app/src/x.ts']);
  });

  it('follows a renamed export, and a barrel that re-exports from its modules', () => {
    const usedImports = usedImportsIn(
      contextOf({
        ...mantine,
        '/app/src/dialog.tsx': {
          code: 'import { Modal } from "@mantine/core"; export default Modal;',
          imports: [index],
        },
      }),
    );
    expect(usedImports('/app/src/dialog.tsx')).toEqual([index, modal]);
    expect(usedImports(modal)).toEqual([hooks, useId]);
  });

  it('gives a barrel no imports of its own: its importers reach what they take', () => {
    expect(usedImportsIn(contextOf(mantine))(index)).toEqual([]);
  });

  it('counts a barrel whole for a namespace import or a name it does not export', () => {
    const usedImports = usedImportsIn(
      contextOf({
        ...mantine,
        '/app/src/all.ts': {
          code: 'import * as M from "@mantine/core"; export default M;',
          imports: [index],
        },
        '/app/src/odd.ts': {
          code: 'import { Chip } from "@mantine/core"; export default Chip;',
          imports: [index],
        },
      }),
    );
    expect(usedImports('/app/src/all.ts')).toEqual([index, button, modal, rem]);
    expect(usedImports('/app/src/odd.ts')).toEqual([index, button, modal, rem]);
  });

  it('keeps every import of a module whose code it cannot read', () => {
    const usedImports = usedImportsIn(
      contextOf({ ...mantine, '/app/src/page.tsx': { imports: [index, '/app/src/x.ts'] } }),
    );
    expect(usedImports('/app/src/page.tsx')).toEqual([index, button, modal, rem, '/app/src/x.ts']);
  });

  it('treats a module with code of its own as no barrel', () => {
    const usedImports = usedImportsIn(
      contextOf({
        ...mantine,
        '/app/src/page.tsx': {
          code: 'import { Button } from "./ui"; export default Button;',
          imports: ['/app/src/ui.ts'],
        },
        '/app/src/ui.ts': {
          code: 'import { Button } from "@mantine/core"; console.log(1); export { Button };',
          imports: [index],
        },
      }),
    );
    expect(usedImports('/app/src/page.tsx')).toEqual(['/app/src/ui.ts']);
    expect(usedImports('/app/src/ui.ts')).toEqual([index, button]);
  });
});
