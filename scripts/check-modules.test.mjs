// The checker checked (`npm run lint` runs it): a tree of its own with each hole of issue 38 (a feature's
// root file or nested folder imported from outside it, from a root file, a nested folder or app/; ui/ or
// lib/ importing a feature; a feature importing another, even through its index.ts, statically or lazily)
// must fail, and the same tree without them (features side by side, sharing an entity, composed in app/)
// must pass.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const checker = path.join(path.dirname(fileURLToPath(import.meta.url)), "check-modules.mjs");

/** Writes the files (path → text) under a fresh root and runs the checker on it. */
function check(files) {
  const root = mkdtempSync(path.join(tmpdir(), "check-modules-"));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const run = spawnSync(process.execPath, [checker], {
      env: { ...process.env, CHECK_MODULES_ROOT: root },
      encoding: "utf8",
    });
    return { status: run.status, out: run.stdout, err: run.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const web = "apps/web/src";
const clean = {
  "apps/api/src/modules/users/index.ts": "export const user = 1;\n",
  [`${web}/features/courses/index.ts`]: 'export { CourseCard } from "./components/deep/course-card.tsx";\n',
  [`${web}/features/courses/helpers.ts`]: "export const helper = 1;\n",
  [`${web}/features/courses/shell.ts`]: "export const shellPart = 1;\n",
  [`${web}/features/courses/components/deep/course-card.tsx`]: "export const CourseCard = 1;\n",
  [`${web}/features/courses/pages/courses-page.tsx`]:
    'import { helper } from "../helpers.ts";\nexport const P = helper;\n',
  [`${web}/features/slots/index.ts`]: "export const slot = 1;\n",
  [`${web}/features/slots/slot-row.ts`]:
    'import { courseTitle } from "../../entities/courses/index.ts";\nexport const row = courseTitle;\n',
  [`${web}/features/courses/components/course-title.tsx`]:
    'import { courseTitle } from "../../../entities/courses/index.ts";\nexport const T = courseTitle;\n',
  [`${web}/entities/courses/index.ts`]: 'export { courseTitle } from "./course-title.ts";\n',
  [`${web}/entities/courses/course-title.ts`]: "export const courseTitle = 1;\n",
  [`${web}/app/router.tsx`]:
    'export const page = () => import("../features/courses/pages/courses-page.tsx");\nimport { shellPart } from "../features/courses/shell.ts";\nexport const s = shellPart;\n',
  [`${web}/app/pages/home-page.tsx`]:
    'import { CourseCard } from "../../features/courses/index.ts";\nimport { slot } from "../../features/slots/index.ts";\nexport const Home = [CourseCard, slot];\n',
  [`${web}/lib/dates.ts`]: "export const date = 1;\n",
};

test("a tree that keeps the rules passes", () => {
  const run = check(clean);
  assert.equal(run.status, 0, run.err);
  assert.match(run.out, /web features: 0 import\(s\) of another feature \(0 pair\(s\)\)/);
});

const holes = {
  "a feature's root file, imported from another feature's nested folder": {
    [`${web}/features/slots/components/list/slot-list.tsx`]:
      'import { helper } from "../../../courses/helpers.ts";\n',
  },
  "a feature's nested folder, imported from another feature's root file": {
    [`${web}/features/slots/slot-card.ts`]:
      'import { CourseCard } from "../courses/components/deep/course-card.tsx";\n',
  },
  "a feature's nested folder, imported lazily": {
    [`${web}/features/slots/slot-card.ts`]:
      'export const c = () => import("../courses/components/deep/course-card.tsx");\n',
  },
  "a feature's root file, imported from app/": {
    [`${web}/app/pages/other-page.tsx`]: 'import { helper } from "../../features/courses/helpers.ts";\n',
  },
  "a feature's nested folder, imported from app/": {
    [`${web}/app/pages/other-page.tsx`]: 'import "../../features/courses/components/deep/course-card.tsx";\n',
  },
  "a feature's page, imported from lib/": {
    [`${web}/lib/pages.ts`]: 'export { P } from "../features/courses/pages/courses-page.tsx";\n',
  },
  "a feature's index, imported from ui/": {
    [`${web}/ui/card.tsx`]: 'import { CourseCard } from "../features/courses/index.ts";\n',
  },
  "a feature importing another feature's index.ts": {
    [`${web}/features/slots/slot-card.ts`]:
      'import { CourseCard } from "../courses/index.ts";\nexport const c = CourseCard;\n',
  },
  "a feature's nested folder importing another feature's index.ts lazily": {
    [`${web}/features/slots/components/slot-card.tsx`]:
      'export const c = () => import("../../courses/index.ts");\n',
  },
  "a feature's test importing another feature's index.ts": {
    [`${web}/features/slots/components/slot-card.test.tsx`]:
      'import { CourseCard } from "../../courses/index.ts";\nexport const c = CourseCard;\n',
  },
  "an entity's internals, imported from a feature": {
    [`${web}/features/slots/slot-title.ts`]:
      'import { courseTitle } from "../../entities/courses/course-title.ts";\n',
  },
  "a web feature tower of 4 floors": {
    [`${web}/features/a/index.ts`]: 'import { b } from "../b/index.ts";\nexport const a = b;\n',
    [`${web}/features/b/index.ts`]: 'import { c } from "../c/index.ts";\nexport const b = c;\n',
    [`${web}/features/c/index.ts`]: 'import { d } from "../d/index.ts";\nexport const c = d;\n',
    [`${web}/features/d/index.ts`]: "export const d = 1;\n",
  },
  "a cycle of web features": {
    [`${web}/features/courses/cycle.ts`]:
      'import { slot } from "../slots/index.ts";\nexport const c = slot;\n',
  },
};

for (const [name, files] of Object.entries(holes)) {
  test(`fails on ${name}`, () => {
    const run = check({ ...clean, ...files });
    assert.equal(run.status, 1, run.out);
    const offending = Object.keys(files)[0];
    assert.ok(run.err.includes(offending), `${name}: ${run.err}`);
  });
}
