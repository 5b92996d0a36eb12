// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets several builds of one checkout live side by side (parallel work, the bench's baseline).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // antd-mobile's files import their own CSS; Next only handles that when it transpiles the package.
  // @ant-design/cssinjs too, so that on the server the console's StyleProvider (components/admin/AdminLayout.tsx)
  // is the copy antd renders with (Next bundles antd itself): loaded from node_modules instead, it was another
  // copy with another context, antd wrote into its default cache and console pages arrived unstyled.
  transpilePackages: ['antd-mobile', '@ant-design/cssinjs'],
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled;
  // pdfkit and fontkit read their own data files relative to their modules; the SMS SDKs are loaded
  // only when selected (server/sms) and carry optional native add-ons a bundle cannot resolve; the S3
  // client (server/storage) is large and only runs on the server, so it is loaded from node_modules too.
  serverExternalPackages: [
    '@electric-sql/pglite', 'pg', 'pdfkit', 'fontkit',
    '@alicloud/dysmsapi20170525', '@alicloud/openapi-client', 'tencentcloud-sdk-nodejs-sms',
    '@aws-sdk/client-s3', 'pg-boss',
  ],
  // The build id is written to public/builds/latest.json by scripts/write-build-id.mjs (docs/product.md §4: build check).
  generateBuildId: async () => process.env.BUILD_ID || `b${Date.now().toString(36)}`,
};

// docs/security.md "Headers": the same on every answer (pages, API, static files, error screens). The CSP
// needs a nonce per request and HSTS the run-time SITE_URL, so the middleware sets those two.
nextConfig.headers = async () => [
  {
    source: '/:path*',
    headers: [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ],
  },
];

// sitemap.xml is generated from the database by the API (seo/*), robots.txt from the page route table
// by the site (pages/api/robots.ts), the demo videos'
// playlists (/media/length/<seconds>.m3u8) by media/length; pages/ cannot hold
// them (every page file is a route of lib/routes.ts). With MED_API_ORIGIN set, the browser's /api/med/*
// calls go to that academy API and the built-in one is unused (docs/architecture.md §1); the rewrites chain, so the
// sitemap then comes from there too. This file is read before contract/env.ts can be, hence the direct read.
const externalApi = process.env.MED_API_ORIGIN;
nextConfig.rewrites = async () => ({
  beforeFiles: [
    { source: '/sitemap.xml', destination: '/api/med/seo/sitemap' },
    { source: '/sitemap-:part.xml', destination: '/api/med/seo/sitemap/:part' },
    { source: '/robots.txt', destination: '/api/robots' },
    // The health probe (ops/health) at the address load balancers and monitors expect.
    { source: '/api/health', destination: '/api/med/ops/health' },
    { source: '/media/length/:seconds.m3u8', destination: '/api/med/media/length/:seconds' },
    ...(externalApi
      ? [{ source: '/api/med/:path*', destination: `${externalApi.replace(/\/$/, '')}/api/med/:path*` }]
      : []),
  ],
});

module.exports = nextConfig;
