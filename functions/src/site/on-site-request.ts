import { onRequest } from 'firebase-functions/v2/https';
import { errorDetails, logger } from '../lib/logger';
import { APPCHECK_APP_ID } from '../lib/params';
import { appCheckHeaders } from './app-check-token';
import { loadSiteRenderer } from './site-renderer';

// Hosting's rewrites for /sitemap.xml and the package and post pages that have no prerendered file
// (published after the deploy, or unknown: 404). Answers are cached at the CDN for minutes
// (s-maxage, web/src/app/site-server.tsx). One render at a time per instance, so concurrency 1.
export const sitePages = onRequest({ memory: '512MiB', concurrency: 1, maxInstances: 10 }, async (req, res) => {
  try {
    const { renderer, template } = await loadSiteRenderer();
    renderer.setServerReadHeaders(await appCheckHeaders(APPCHECK_APP_ID.value()));
    const answer = await renderer.handleSiteRequest(req.method, req.path, template);
    res.status(answer.status).set(answer.headers).send(answer.body);
  } catch (error) {
    logger.error('Could not render a page', { path: req.path, ...errorDetails(error) });
    res
      .status(500)
      .set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
      .send('This page could not be shown just now.');
  }
});
