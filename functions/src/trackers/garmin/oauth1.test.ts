import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  baseStringUri,
  expectedSignature,
  hmacSha1Signature,
  normalizedParams,
  parseAuthorizationHeader,
  percentEncode,
  signatureBaseString,
  signedOAuthParams,
  type Param,
} from './oauth1';

describe('percentEncode (RFC 5849 §3.6)', () => {
  it.each([
    ['abcXYZ019-._~', 'abcXYZ019-._~'],
    [' ', '%20'],
    ['+', '%2B'],
    ["!*'()", '%21%2A%27%28%29'],
    ['a=b&c', 'a%3Db%26c'],
    ['é', '%C3%A9'],
    ['/:?', '%2F%3A%3F'],
  ])('%j → %j', (raw, encoded) => {
    expect(percentEncode(raw)).toBe(encoded);
  });
});

describe('baseStringUri (RFC 5849 §3.4.1.2)', () => {
  it.each([
    ['HTTP://EXAMPLE.COM:80/r%20v/X?id=123', 'http://example.com/r%20v/X'],
    ['https://www.example.net:8080/?q=1', 'https://www.example.net:8080/'],
    [
      'https://apis.garmin.com:443/wellness-api/rest/user/id',
      'https://apis.garmin.com/wellness-api/rest/user/id',
    ],
    [
      'http://127.0.0.1:5001/p/us-central1/localProvider/garmin/x',
      'http://127.0.0.1:5001/p/us-central1/localProvider/garmin/x',
    ],
  ])('%s → %s', (url, expected) => {
    expect(baseStringUri(url)).toBe(expected);
  });
});

describe('signature base string', () => {
  it('matches the example of RFC 5849 §3.4.1.1 (query, form body and repeated names)', () => {
    const params: Param[] = [
      ['b5', '=%3D'],
      ['a3', 'a'],
      ['c@', ''],
      ['a2', 'r b'],
      ['oauth_consumer_key', '9djdj82h48djs9d2'],
      ['oauth_token', 'kkk9d7dh3k39sjv7'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131201'],
      ['oauth_nonce', '7d8f3e4a'],
      ['c2', ''],
      ['a3', '2 q'],
    ];
    expect(
      signatureBaseString(
        'post',
        'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b',
        params,
      ),
    ).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26' +
        'oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26' +
        'oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });

  it('sorts by encoded name, then by value', () => {
    expect(
      normalizedParams([
        ['b', '2'],
        ['a', 'z'],
        ['a', 'y'],
        ['a b', '1'],
      ]),
    ).toBe('a=y&a=z&a%20b=1&b=2');
  });
});

describe('HMAC-SHA1 signatures of the RFC 5849 §1.2 examples', () => {
  const consumer = { key: 'dpf43f3p2l4k3l03', secret: 'kd94hf93k423kf44' };

  it.each([
    {
      step: 'temporary credentials (request token)',
      method: 'POST',
      url: 'https://photos.example.net/initiate',
      tokenSecret: '',
      params: [
        ['oauth_consumer_key', consumer.key],
        ['oauth_signature_method', 'HMAC-SHA1'],
        ['oauth_timestamp', '137131200'],
        ['oauth_nonce', 'wIjqoS'],
        ['oauth_callback', 'http://printer.example.com/ready'],
      ] as Param[],
      signature: '74KNZJeDHnMBp0EMJ9ZHt/XKycU=',
    },
    {
      step: 'token credentials (access token, with the verifier)',
      method: 'POST',
      url: 'https://photos.example.net/token',
      tokenSecret: 'hdhd0244k9j7ao03',
      params: [
        ['oauth_consumer_key', consumer.key],
        ['oauth_token', 'hh5s93j4hdidpola'],
        ['oauth_signature_method', 'HMAC-SHA1'],
        ['oauth_timestamp', '137131201'],
        ['oauth_nonce', 'walatlh'],
        ['oauth_verifier', 'hfdp7dh39dks9884'],
      ] as Param[],
      signature: 'gKgrFCywp7rO0OXSjdot/IHF7IU=',
    },
    {
      step: 'a protected resource (query parameters signed)',
      method: 'GET',
      url: 'http://photos.example.net/photos?file=vacation.jpg&size=original',
      tokenSecret: 'pfkkdhi9sl3r4s00',
      params: [
        ['oauth_consumer_key', consumer.key],
        ['oauth_token', 'nnch734d00sl2jdk'],
        ['oauth_signature_method', 'HMAC-SHA1'],
        ['oauth_timestamp', '137131202'],
        ['oauth_nonce', 'chapoH'],
        ['file', 'vacation.jpg'],
        ['size', 'original'],
      ] as Param[],
      signature: 'MdpQcU8iPSUjWoN/UDMsK2sui9I=',
    },
  ])('$step', ({ method, url, params, tokenSecret, signature }) => {
    expect(
      hmacSha1Signature(signatureBaseString(method, url, params), consumer.secret, tokenSecret),
    ).toBe(signature);
  });
});

describe('signedOAuthParams', () => {
  // Twitter's documented example ("Creating a signature", the /1/ version of the page): oauth_version
  // 1.0, a query and a form body. The page gives the base string and the signature.
  const request = {
    method: 'POST',
    url: 'https://api.twitter.com/1/statuses/update.json?include_entities=true',
    form: [['status', 'Hello Ladies + Gentlemen, a signed OAuth request!']] as Param[],
  };
  const credentials = {
    consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
    consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
    token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
    tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
  };
  const nonce = 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg';

  it('signs the documented Twitter example', () => {
    const params: Param[] = [
      ['include_entities', 'true'],
      ['status', 'Hello Ladies + Gentlemen, a signed OAuth request!'],
      ['oauth_consumer_key', credentials.consumerKey],
      ['oauth_nonce', nonce],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '1318622958'],
      ['oauth_token', credentials.token],
      ['oauth_version', '1.0'],
    ];
    expect(signatureBaseString('POST', request.url, params)).toBe(
      'POST&https%3A%2F%2Fapi.twitter.com%2F1%2Fstatuses%2Fupdate.json&include_entities%3Dtrue%26' +
        'oauth_consumer_key%3Dxvz1evFS4wEEPTGEFPHBog%26oauth_nonce%3DkYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg%26' +
        'oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1318622958%26' +
        'oauth_token%3D370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb%26oauth_version%3D1.0%26' +
        'status%3DHello%2520Ladies%2520%252B%2520Gentlemen%252C%2520a%2520signed%2520OAuth%2520request%2521',
    );
    const oauth = signedOAuthParams(request, credentials, nonce, 1318622958);
    expect(oauth.oauth_signature).toBe('tnnArxj06cWHq44gCs1OSKk/jLY=');
    expect(oauth).toMatchObject({
      oauth_token: credentials.token,
      oauth_version: '1.0',
      oauth_signature_method: 'HMAC-SHA1',
    });
  });

  it('changes with any signed part: body, token secret, verifier', () => {
    const base = signedOAuthParams(request, credentials, nonce, 1318622958).oauth_signature;
    expect(
      signedOAuthParams({ ...request, form: [['status', 'Hello']] }, credentials, nonce, 1318622958)
        .oauth_signature,
    ).not.toBe(base);
    expect(
      signedOAuthParams(request, { ...credentials, tokenSecret: 'x' }, nonce, 1318622958)
        .oauth_signature,
    ).not.toBe(base);
    expect(
      signedOAuthParams(
        { ...request, extra: { oauth_verifier: 'v' } },
        credentials,
        nonce,
        1318622958,
      ).oauth_signature,
    ).not.toBe(base);
  });

  it('is what a provider expects back, and nothing else is', () => {
    const oauth = signedOAuthParams(request, credentials, nonce, 1318622958);
    expect(
      expectedSignature(request, oauth, credentials.consumerSecret, credentials.tokenSecret),
    ).toBe(oauth.oauth_signature);
    expect(
      expectedSignature(
        request,
        { ...oauth, oauth_nonce: 'other' },
        credentials.consumerSecret,
        credentials.tokenSecret,
      ),
    ).not.toBe(oauth.oauth_signature);
    expect(
      expectedSignature(
        { ...request, method: 'GET' },
        oauth,
        credentials.consumerSecret,
        credentials.tokenSecret,
      ),
    ).not.toBe(oauth.oauth_signature);
  });

  it('leaves oauth_token out when there is none (the request-token step)', () => {
    const oauth = signedOAuthParams(
      {
        method: 'POST',
        url: 'https://x.test/rt',
        extra: { oauth_callback: 'http://localhost:5173/garminAuth' },
      },
      { consumerKey: 'k', consumerSecret: 's' },
      'n',
      1,
    );
    expect(oauth).not.toHaveProperty('oauth_token');
    expect(oauth.oauth_callback).toBe('http://localhost:5173/garminAuth');
  });
});

describe('the Authorization header', () => {
  it('writes and reads back the protocol parameters (realm ignored)', () => {
    const oauth = {
      oauth_consumer_key: 'key',
      oauth_signature: 'a+b/c=',
      oauth_callback: 'http://localhost:5173/garminAuth',
    };
    const header = authorizationHeader(oauth);
    expect(header).toBe(
      'OAuth oauth_consumer_key="key", oauth_signature="a%2Bb%2Fc%3D", oauth_callback="http%3A%2F%2Flocalhost%3A5173%2FgarminAuth"',
    );
    expect(
      parseAuthorizationHeader(`OAuth realm="Photos", ${header.slice('OAuth '.length)}`),
    ).toEqual(oauth);
  });

  it.each([undefined, '', 'Bearer abc', 'Basic abc'])('%j is not one', (header) => {
    expect(parseAuthorizationHeader(header)).toBeNull();
  });
});
