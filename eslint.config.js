// @ts-check
import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"

/**
 * The lint rules. Beyond the recommended sets, the boundaries of the workspace:
 * - the browser (packages/web, machines) reads only types from @redline/api and never loads Effect;
 * - packages/domain is pure: no Effect, no Node, no I/O.
 */
const browserOnlyTypesFromTheContract = {
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      paths: [
        {
          name: "@redline/api",
          allowTypeImports: true,
          message: "The browser imports only types from @redline/api: no Effect runtime in the browser."
        }
      ],
      patterns: [
        { group: ["effect", "effect/*", "@effect/*"], allowTypeImports: true, message: "No Effect runtime in the browser." },
        {
          group: ["@redline/infra*", "@redline/http*", "@redline/engine*", "@redline/gateway*", "@redline/server*"],
          message: "Server code does not belong in the browser."
        }
      ]
    }
  ]
}

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-types/**",
      "test-results/**",
      "playwright-report/**",
      "load-tests/results/**",
      ".data/**"
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // TypeScript's own checks cover these (noUnusedLocals, noUnusedParameters, strict).
      "@typescript-eslint/no-unused-vars": "off",
      "no-undef": "off",
      // Tests read answers field by field from loosely typed bodies.
      "@typescript-eslint/no-explicit-any": "off",
      // `{}` is a type of its own in type-level code (an empty record of fields, "no extra arguments").
      "@typescript-eslint/no-empty-object-type": ["error", { allowObjectTypes: "always" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='Effect'][callee.property.name=/^run(Promise|Sync|Fork)$/]",
          message: "Run effects at the server's edge only (a runtime, not Effect.run*)."
        }
      ]
    }
  },
  {
    files: ["packages/web/**/*.{ts,tsx}", "machines/**/*.ts"],
    ignores: ["packages/web/vite.config.ts", "packages/web/vitest.config.ts", "packages/web/plugins/**", "packages/web/scripts/**"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error", ...browserOnlyTypesFromTheContract }
  },
  {
    // Tests of the web app run in Node and may build contract values (answers, refusals) to serve.
    files: ["packages/web/src/**/*.test.{ts,tsx}", "packages/web/src/testing/**"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" }
  },
  {
    files: ["packages/domain/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["effect", "effect/*", "@effect/*", "node:*", "@redline/*"],
              message: "The domain is pure rules: no Effect, no Node, no other package."
            }
          ]
        }
      ]
    }
  },
  {
    // Tests, benchmarks and scripts run effects at their own edge.
    files: ["**/test/**", "**/*.test.{ts,tsx}", "**/bench/**", "**/scripts/**", "e2e/**", "load-tests/**"],
    rules: { "no-restricted-syntax": "off" }
  }
)
