import { MIN_PASSWORD_LENGTH, passwordProblem } from './password-rules';

describe('password rules', () => {
  it('asks for at least 10 characters, counted as a person counts them', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(10);
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('Kx9!vT2#q')).toBe('short');
    expect(passwordProblem('Kx9!vT2#qL')).toBeNull();
    // Ten Arabic letters are ten characters, not twenty bytes' worth of "long".
    expect(passwordProblem('كلمةسرطويل')).toBeNull();
  });

  it('counts no spaces at either end: blank and whitespace-only passwords are short', () => {
    expect(passwordProblem(' '.repeat(10))).toBe('short');
    expect(passwordProblem('\t\n'.repeat(8))).toBe('short');
    expect(passwordProblem('  Kx9!vT2#q  ')).toBe('short');
    // Spaces inside count, as typed.
    expect(passwordProblem('Kx9! vT2#q')).toBeNull();
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('azertyuiop')).toBe('common');
    expect(passwordProblem('MotDePasse123')).toBe('common');
    expect(passwordProblem('Bamako2025')).toBe('common');
    expect(passwordProblem('Bamako-Coura 2025')).toBeNull();
  });

  it('refuses the e-mail address or its name part', () => {
    expect(passwordProblem('awa.traore@ecole.example', 'awa.traore@ecole.example')).toBe('email');
    expect(passwordProblem('Awa.Traore', 'awa.traore@ecole.example')).toBe('email');
    expect(passwordProblem('awa.traore.2025', 'awa.traore@ecole.example')).toBeNull();
  });

  it('refuses what bcrypt would cut', () => {
    expect(passwordProblem('é'.repeat(37))).toBe('long');
    expect(passwordProblem('é'.repeat(36))).toBeNull();
  });
});
