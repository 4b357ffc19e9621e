/**
 * Test build only (see _dogfooding/dogfooding.config.ts): a page with a button that makes its content throw,
 * so the browser tests can show the error boundary and its retry action. The throwing part sits
 * inside Layout, whose error boundary is the one readers would meet.
 */
import React, {useState} from 'react';
import Layout from '@theme/Layout';

function Crashable(): JSX.Element {
  const [crashed, setCrashed] = useState(false);
  if (crashed) {
    throw new Error('Crash requested by the test page');
  }
  return (
    <main className="container margin-vert--lg">
      <h1>Crash test</h1>
      <button type="button" className="button button--primary" onClick={() => setCrashed(true)}>
        Crash this page
      </button>
    </main>
  );
}

export default function CrashTestPage(): JSX.Element {
  return (
    <Layout title="Crash test">
      <Crashable />
    </Layout>
  );
}
