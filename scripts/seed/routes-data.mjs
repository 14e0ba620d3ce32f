/**
 * Real Canadian waypoints of the demo routes (lat/lng in degrees, WGS 84). `m: true` marks a
 * waypoint that is also a milestone; the last waypoint is always the finish.
 * Used by scripts/generate-kml.mjs (public/kml/*.kml) and by the milestones builder.
 */

/**
 * @typedef {object} Waypoint
 * @property {string} name
 * @property {string} province two-letter code
 * @property {number} lat
 * @property {number} lng
 * @property {boolean} [m] a milestone
 * @property {string} [wiki] Wikipedia article name when it differs from `name, province`
 */

/**
 * @typedef {object} RouteDef
 * @property {string} map KML file name without extension
 * @property {string} title
 * @property {number} points target number of LineString points after densification
 * @property {number} seed PRNG seed of the jitter
 * @property {Waypoint[]} waypoints
 */

/** @type {readonly RouteDef[]} */
export const ROUTES = [
  {
    map: 'trans-canada',
    title: "Trans-Canada: St. John's to Victoria",
    points: 3600,
    seed: 2025,
    waypoints: [
      { name: "St. John's", province: 'NL', lat: 47.5615, lng: -52.7126 },
      { name: 'Clarenville', province: 'NL', lat: 48.1656, lng: -53.9636 },
      { name: 'Gander', province: 'NL', lat: 48.9565, lng: -54.6089, m: true },
      { name: 'Grand Falls-Windsor', province: 'NL', lat: 48.9368, lng: -55.6616 },
      { name: 'Deer Lake', province: 'NL', lat: 49.1744, lng: -57.4269 },
      { name: 'Corner Brook', province: 'NL', lat: 48.949, lng: -57.9503, m: true },
      { name: 'Channel-Port aux Basques', province: 'NL', lat: 47.57, lng: -59.1367 },
      { name: 'North Sydney', province: 'NS', lat: 46.2067, lng: -60.253 },
      { name: 'Baddeck', province: 'NS', lat: 46.1003, lng: -60.7532 },
      { name: 'Antigonish', province: 'NS', lat: 45.622, lng: -61.993 },
      { name: 'Truro', province: 'NS', lat: 45.365, lng: -63.28 },
      { name: 'Amherst', province: 'NS', lat: 45.8342, lng: -64.212 },
      { name: 'Moncton', province: 'NB', lat: 46.0878, lng: -64.7782, m: true },
      { name: 'Fredericton', province: 'NB', lat: 45.9636, lng: -66.6431 },
      { name: 'Edmundston', province: 'NB', lat: 47.3737, lng: -68.3251 },
      { name: 'Rivière-du-Loup', province: 'QC', lat: 47.83, lng: -69.5333 },
      {
        name: 'Québec City',
        province: 'QC',
        lat: 46.8139,
        lng: -71.208,
        m: true,
        wiki: 'Quebec_City',
      },
      { name: 'Trois-Rivières', province: 'QC', lat: 46.3432, lng: -72.5477 },
      { name: 'Montréal', province: 'QC', lat: 45.5017, lng: -73.5673, wiki: 'Montreal' },
      { name: 'Ottawa', province: 'ON', lat: 45.4215, lng: -75.6972, m: true, wiki: 'Ottawa' },
      { name: 'Pembroke', province: 'ON', lat: 45.8267, lng: -77.11 },
      { name: 'North Bay', province: 'ON', lat: 46.3091, lng: -79.4608 },
      { name: 'Sudbury', province: 'ON', lat: 46.4917, lng: -80.993, wiki: 'Greater_Sudbury' },
      { name: 'Sault Ste. Marie', province: 'ON', lat: 46.5219, lng: -84.3461, m: true },
      { name: 'Wawa', province: 'ON', lat: 47.9936, lng: -84.774 },
      { name: 'Marathon', province: 'ON', lat: 48.7197, lng: -86.3783 },
      { name: 'Nipigon', province: 'ON', lat: 49.015, lng: -88.268 },
      { name: 'Thunder Bay', province: 'ON', lat: 48.3809, lng: -89.2477, m: true },
      { name: 'Dryden', province: 'ON', lat: 49.7833, lng: -92.8333 },
      { name: 'Kenora', province: 'ON', lat: 49.767, lng: -94.4894 },
      { name: 'Winnipeg', province: 'MB', lat: 49.8951, lng: -97.1384, m: true, wiki: 'Winnipeg' },
      { name: 'Brandon', province: 'MB', lat: 49.8485, lng: -99.9501 },
      { name: 'Regina', province: 'SK', lat: 50.4452, lng: -104.6189, m: true },
      { name: 'Moose Jaw', province: 'SK', lat: 50.3934, lng: -105.5519 },
      { name: 'Swift Current', province: 'SK', lat: 50.2881, lng: -107.7939 },
      { name: 'Medicine Hat', province: 'AB', lat: 50.0405, lng: -110.6764 },
      { name: 'Calgary', province: 'AB', lat: 51.0447, lng: -114.0719, m: true, wiki: 'Calgary' },
      { name: 'Banff', province: 'AB', lat: 51.1784, lng: -115.5708 },
      { name: 'Golden', province: 'BC', lat: 51.2985, lng: -116.9631 },
      { name: 'Revelstoke', province: 'BC', lat: 50.9981, lng: -118.1957 },
      { name: 'Kamloops', province: 'BC', lat: 50.6745, lng: -120.3273, m: true },
      { name: 'Hope', province: 'BC', lat: 49.383, lng: -121.442 },
      { name: 'Vancouver', province: 'BC', lat: 49.2827, lng: -123.1207, wiki: 'Vancouver' },
      { name: 'Nanaimo', province: 'BC', lat: 49.1659, lng: -123.9401 },
      { name: 'Victoria', province: 'BC', lat: 48.4284, lng: -123.3656, m: true },
    ],
  },
  {
    map: 'ride-rockies',
    title: 'Through the Rockies: Vancouver to Calgary',
    points: 900,
    seed: 2026,
    waypoints: [
      { name: 'Vancouver', province: 'BC', lat: 49.2827, lng: -123.1207, wiki: 'Vancouver' },
      { name: 'Abbotsford', province: 'BC', lat: 49.0504, lng: -122.3045, m: true },
      { name: 'Hope', province: 'BC', lat: 49.383, lng: -121.442, m: true },
      { name: 'Merritt', province: 'BC', lat: 50.1113, lng: -120.7862 },
      { name: 'Kamloops', province: 'BC', lat: 50.6745, lng: -120.3273, m: true },
      { name: 'Salmon Arm', province: 'BC', lat: 50.7001, lng: -119.2838, m: true },
      { name: 'Revelstoke', province: 'BC', lat: 50.9981, lng: -118.1957, m: true },
      { name: 'Golden', province: 'BC', lat: 51.2985, lng: -116.9631, m: true },
      { name: 'Lake Louise', province: 'AB', lat: 51.4254, lng: -116.1773, m: true },
      { name: 'Banff', province: 'AB', lat: 51.1784, lng: -115.5708, m: true },
      { name: 'Canmore', province: 'AB', lat: 51.0892, lng: -115.3593 },
      { name: 'Calgary', province: 'AB', lat: 51.0447, lng: -114.0719, m: true, wiki: 'Calgary' },
    ],
  },
  {
    map: 'north-klondike',
    title: 'The Klondike Highway: Whitehorse to Dawson City',
    points: 700,
    seed: 2027,
    waypoints: [
      { name: 'Whitehorse', province: 'YT', lat: 60.7212, lng: -135.0568 },
      { name: 'Lake Laberge', province: 'YT', lat: 61.069, lng: -135.14, m: true },
      { name: 'Braeburn', province: 'YT', lat: 61.483, lng: -135.783, m: true },
      { name: 'Carmacks', province: 'YT', lat: 62.0886, lng: -136.2893, m: true },
      { name: 'Five Finger Rapids', province: 'YT', lat: 62.265, lng: -136.355, m: true },
      { name: 'Pelly Crossing', province: 'YT', lat: 62.829, lng: -136.578, m: true },
      { name: 'Stewart Crossing', province: 'YT', lat: 63.376, lng: -136.679, m: true },
      { name: 'Dawson City', province: 'YT', lat: 64.0601, lng: -139.432, m: true },
    ],
  },
  {
    map: 'celebrate-canada',
    title: 'Along the Ottawa River: Ottawa to Montréal',
    points: 500,
    seed: 2028,
    waypoints: [
      { name: 'Ottawa', province: 'ON', lat: 45.4215, lng: -75.6972, wiki: 'Ottawa' },
      {
        name: 'Orléans',
        province: 'ON',
        lat: 45.47,
        lng: -75.515,
        m: true,
        wiki: 'Orléans,_Ontario',
      },
      { name: 'Rockland', province: 'ON', lat: 45.546, lng: -75.293, m: true },
      { name: 'Plantagenet', province: 'ON', lat: 45.533, lng: -74.995, m: true },
      { name: 'Hawkesbury', province: 'ON', lat: 45.608, lng: -74.605, m: true },
      { name: 'Rigaud', province: 'QC', lat: 45.48, lng: -74.303, m: true },
      { name: 'Vaudreuil-Dorion', province: 'QC', lat: 45.4, lng: -74.033, m: true },
      { name: 'Montréal', province: 'QC', lat: 45.5017, lng: -73.5673, m: true, wiki: 'Montreal' },
    ],
  },
  {
    map: 'february-trails',
    title: 'Eleven trails of the Niagara Escarpment',
    points: 400,
    seed: 2029,
    waypoints: [
      { name: 'Queenston Heights', province: 'ON', lat: 43.16, lng: -79.053 },
      { name: 'Brock University', province: 'ON', lat: 43.118, lng: -79.247, m: true },
      {
        name: 'Short Hills',
        province: 'ON',
        lat: 43.1,
        lng: -79.29,
        m: true,
        wiki: 'Short_Hills_Provincial_Park',
      },
      {
        name: "Ball's Falls",
        province: 'ON',
        lat: 43.133,
        lng: -79.382,
        m: true,
        wiki: "Ball's_Falls",
      },
      {
        name: 'Beamsville Bench',
        province: 'ON',
        lat: 43.166,
        lng: -79.476,
        m: true,
        wiki: 'Beamsville',
      },
      { name: 'Grimsby', province: 'ON', lat: 43.193, lng: -79.561, m: true },
      {
        name: "Devil's Punch Bowl",
        province: 'ON',
        lat: 43.209,
        lng: -79.756,
        m: true,
        wiki: "Devil's_Punch_Bowl_(Ontario)",
      },
      { name: 'Albion Falls', province: 'ON', lat: 43.2, lng: -79.82, m: true },
      {
        name: 'Dundas Peak',
        province: 'ON',
        lat: 43.268,
        lng: -79.929,
        m: true,
        wiki: 'Dundas,_Ontario',
      },
      { name: 'Waterdown', province: 'ON', lat: 43.335, lng: -79.894, m: true },
      {
        name: 'Mount Nemo',
        province: 'ON',
        lat: 43.428,
        lng: -79.883,
        m: true,
        wiki: 'Mount_Nemo_Conservation_Area',
      },
    ],
  },
];

/**
 * @param {string} map
 * @returns {RouteDef}
 */
export function routeByMap(map) {
  const route = ROUTES.find((r) => r.map === map);
  if (!route) throw new Error(`Unknown route ${map}`);
  return route;
}
