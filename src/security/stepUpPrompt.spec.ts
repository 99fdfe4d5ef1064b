import { describe, expect, it, onTestFinished } from 'vitest';
import { STEP_UP_MESSAGES, STEP_UP_REQUIRED } from '../../contract/stepUp';
import { createHttpClient } from '../../dataProvider/httpClient';
import { createFetchDouble, fail, failure, ok, type Reply } from '../test/fetchDouble';
import { stepUpPrompt, withStepUp } from './stepUpPrompt';

const ASKED: Reply = { status: 403, body: { success: false, message: STEP_UP_MESSAGES.required, reason: STEP_UP_REQUIRED } };
const ROUTE = 'PUT /v2/payout-policy';


/** The wrapped client; `answer`, when given, stands in for the dialog (a listener that settles the prompt). */
function guarded(answers: Reply[], answer?: () => boolean) {
  const network = createFetchDouble({ [ROUTE]: () => answers.shift() ?? ok({}) });
  const http = withStepUp(createHttpClient({ baseUrl: '/api', fetch: network.fetch, getToken: () => null }));
  const asked = { count: 0 };
  if (answer) {
    const unsubscribe = stepUpPrompt.subscribe(() => {
      if (!stepUpPrompt.isAsking()) return;
      asked.count += 1;
      queueMicrotask(() => stepUpPrompt.settle(answer()));
    });
    onTestFinished(unsubscribe);
  }
  const put = () => http('/v2/payout-policy', { method: 'PUT', body: { approval: 'all' } });
  return { put, network, asked };
}

describe('withStepUp (issue 28)', () => {
  it('asks, and sends the same request once more when the user confirms', async () => {
    const { put, network, asked } = guarded([ASKED, { status: 200, body: { approval: 'all' } }], () => true);
    expect((await put()).json).toEqual({ approval: 'all' });
    expect(asked.count).toBe(1);
    expect(network.requests(ROUTE).map((request) => request.body)).toEqual([{ approval: 'all' }, { approval: 'all' }]);
  });

  it('fails with the server\'s message when the user cancels', async () => {
    const { put, network, asked } = guarded([ASKED], () => false);
    expect((await failure(put())).message).toBe(STEP_UP_MESSAGES.required);
    expect(asked.count).toBe(1);
    expect(network.calls).toHaveLength(1);
  });

  it('asks once per call: a gateway that asks again after the confirmation gets its 403 back', async () => {
    const { put, network, asked } = guarded([ASKED, ASKED], () => true);
    expect((await failure(put())).status).toBe(403);
    expect(asked.count).toBe(1);
    expect(network.calls).toHaveLength(2);
  });

  it('leaves any other 403 alone', async () => {
    const { put, asked } = guarded([fail(403, 'Access denied. You do not have permission for this action.')], () => true);
    expect((await failure(put())).status).toBe(403);
    expect(asked.count).toBe(0);
  });

  it('answers no at once while no dialog is shown, so a screen alone never waits', async () => {
    const { put, network } = guarded([ASKED]);
    expect((await failure(put())).status).toBe(403);
    expect(network.calls).toHaveLength(1);
  });
});
