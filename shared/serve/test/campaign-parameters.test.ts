import { withoutCampaignParameters } from '../src/shell-server/campaign-parameters';

const page = (path: string) => withoutCampaignParameters(new URL(path, 'https://www.zooplus.de')).href.slice('https://www.zooplus.de'.length);

describe('withoutCampaignParameters', () => {
  it.each([
    ['/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst', '/'],
    ['/eigenmarken?type=dog&utm_source=newsletter', '/eigenmarken?type=dog'],
    ['/?gclid=a&gbraid=b&wbraid=c&dclid=d&fbclid=e&msclkid=f&yclid=g&mc_cid=h&mc_eid=i&UTM_Term=j', '/'],
    ['/?preview=true&utm_id=7', '/?preview=true'],
  ])('takes the campaign parameters out of %s', (path, expected) => {
    expect(page(path)).toBe(expected);
  });

  it.each(['/?type=dog', '/?q=katze%20futter', '/?q=a+b', '/?utm=x&gclid_x=1', '/'])('leaves %s as it is', (path) => {
    expect(page(path)).toBe(path);
  });
});
