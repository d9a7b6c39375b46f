import { describe, expect, it } from 'vitest';
import { credentialsSchema } from './schemas';

const firstMessage = (input: { email: string; password: string }, field: 'email' | 'password') => {
  const result = credentialsSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('credentialsSchema', () => {
  it('accepts an e-mail and a password of 6 to 64 characters, trimming the e-mail only', () => {
    expect(credentialsSchema.parse({ email: ' somchai@example.com ', password: ' s3cret ' })).toEqual({
      email: 'somchai@example.com',
      password: ' s3cret ',
    });
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(64) }).success).toBe(true);
  });

  it.each(['not-an-email', '', 'somchai@', '@example.com', 'som chai@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses %j as an e-mail with invalidEmail',
    (email) => {
      expect(firstMessage({ email, password: 's3cret-pass' }, 'email')).toBe('invalidEmail');
    },
  );

  it('asks for a missing password before its length', () => {
    expect(firstMessage({ email: 'a@b.co', password: '' }, 'password')).toBe('passwordRequired');
    expect(firstMessage({ email: 'a@b.co', password: '12345' }, 'password')).toBe('passwordTooShort');
    expect(firstMessage({ email: 'a@b.co', password: 'x'.repeat(65) }, 'password')).toBe('passwordTooLong');
  });
});
