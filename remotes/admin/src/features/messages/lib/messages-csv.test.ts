import { contactMessage } from '@school/shared/testing';
import { messagesCsv } from './messages-csv';

describe('the inbox as CSV', () => {
  it('has stable column names, the state as a code and every text kept whole', () => {
    const csv = messagesCsv([
      contactMessage({ id: 'a', message: 'Bonjour,\n"urgent"', subject: '=cmd' }),
      contactMessage({ id: 'b', name: 'مريم', handled_at: '2025-01-07T10:00:00Z' }),
    ]);
    const lines = csv.slice(1).split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('received_at,name,email,phone,subject,message,status,handled_at');
    expect(csv).toContain(`,'+223 70 11 22 33,'=cmd,"Bonjour,\n""urgent""",new,\r\n`);
    expect(csv).toContain(',مريم,');
    expect(csv).toContain(',handled,2025-01-07T10:00:00Z\r\n');
  });
});
