/**
 * @jest-environment node
 */
import { registerPlatformInstance } from './instance-guard';

it("counts nothing on a server, where every release's first-view bundle holds its own platform", () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(registerPlatformInstance()).toBe(0);
  expect(registerPlatformInstance()).toBe(0);
  expect(errors).not.toHaveBeenCalled();
});
