import path from 'node:path';
import { checkExposedContracts } from '../contract-check.cjs';
import { LONG_TEST_TIMEOUT_MS } from '../test-timeouts.cjs';

// Each check builds a TypeScript program (seconds), so each test checks several modules at once.
const dirname = path.join(__dirname, 'fixtures/fragment');

describe('checkExposedContracts', () => {
  it(
    'accepts a module that satisfies its contract and names each one that does not',
    () => {
      const problems = checkExposedContracts({
        dirname,
        container: 'mf_recommendations',
        exposes: {
          './ProductCard': './src/card.tsx',
          './RecommendationSlider': './src/changed-card.tsx',
          './Unknown': './src/card.tsx',
        },
      });
      expect(problems).toHaveLength(2);
      expect(problems.join('\n')).not.toContain('mf_recommendations/ProductCard');
      expect(problems[0]).toContain(
        "mf_recommendations/RecommendationSlider (./src/changed-card.tsx) does not satisfy RemoteModules['mf_recommendations/RecommendationSlider']",
      );
      expect(problems[0]).toContain('variantId');
      expect(problems[1]).toContain("Property 'mf_recommendations/Unknown' does not exist on type 'RemoteModules'");
    },
    LONG_TEST_TIMEOUT_MS,
  );

  it(
    'a changed prop type of an exposed component fails the check of that module',
    () => {
      const problems = checkExposedContracts({ dirname, container: 'mf_recommendations', exposes: { './ProductCard': './src/changed-card.tsx' } });
      expect(problems).toEqual([expect.stringMatching(/^mf_recommendations\/ProductCard .*\n[\s\S]*Types of property 'variantId' are incompatible/)]);
    },
    LONG_TEST_TIMEOUT_MS,
  );

  it(
    'checks single-spa apps against the lifecycles of FragmentAppModule',
    () => {
      expect(checkExposedContracts({ dirname, container: 'mf_account_overview', exposes: { './app': './src/app.ts' } })).toEqual([]);
    },
    LONG_TEST_TIMEOUT_MS,
  );
});
