import type { AdmissionRequest } from '@school/shared/data/admin';
import { admissionsCsv } from './admissions-csv';

const row: AdmissionRequest = {
  id: '1',
  reference: 'INS-7K3M9Q',
  created_at: '2026-05-02T09:30:00.000Z',
  updated_at: '2026-05-02T09:30:00.000Z',
  status: 'visit_planned',
  level: 'primary',
  school_year: '2026-2027',
  child_name: 'Moussa Diarra',
  child_birth_date: '2019-03-15',
  parent_name: 'Awa Traoré',
  phone: '+223 76 00 00 00',
  email: null,
  locale: 'fr',
  message: 'Bonjour, "CE1" ?\nMerci',
  notes: '=HYPERLINK("x")',
};

describe('admissionsCsv', () => {
  it('writes one line a request under stable headers, quoted and safe for spreadsheets', () => {
    const csv = admissionsCsv([row]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'reference,received_at,status,level,school_year,child_name,child_birth_date,parent_name,phone,email,language,message,notes',
    );
    expect(line).toBe(
      [
        'INS-7K3M9Q,2026-05-02T09:30:00.000Z,visit_planned,primary,2026-2027,Moussa Diarra',
        "2019-03-15,Awa Traoré,'+223 76 00 00 00,,fr",
        '"Bonjour, ""CE1"" ?\nMerci"',
        '"\'=HYPERLINK(""x"")"',
      ].join(','),
    );
  });
});
