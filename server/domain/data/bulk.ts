import { BULK_DEMO_COUNT } from '../../../src/config/demo';
import type { ContactSubmission, Email, EmailFolder } from '../../../src/types/console';
import { SUBMISSION_SERVICES } from '../../../src/config/constants';
import { addDays, sampleToday } from './sample-dates';

/**
 * 'Load 10,000 emails and submissions': deterministic for a given day, short items (the server
 * writes each table in one statement, and the console keeps a cached copy of all 20,000 in the
 * browser). Dated over the eight weeks before `today`, up to yesterday (product rules, 'Dates').
 */
const NAMES = [
  'Wanjiru Kamau',
  'Otieno Ochieng',
  'Achieng Were',
  'Kibet Langat',
  'Nyaboke Moraa',
  'Chebet Koech',
];
const SUBJECTS = [
  'Lease renewal',
  'Leaking tap',
  'Rent receipt',
  'MRI filing',
  'Viewing request',
  'Deposit refund',
];
const FOLDERS: EmailFolder[] = ['inbox', 'inbox', 'inbox', 'sent', 'drafts', 'archive'];

const pad = (n: number) => String(n).padStart(2, '0');
/** The items' days: 1 to BULK_DAYS days before today (eight weeks). */
const BULK_DAYS = 56;
const dateOf = (i: number, today: string) => addDays(today, -(1 + (i % BULK_DAYS)));
const timeOf = (i: number) => `${pad(i % 24)}:${pad(i % 60)}`;

export function bulkEmails(count = BULK_DEMO_COUNT, today = sampleToday()): Email[] {
  return Array.from({ length: count }, (_, i) => {
    const name = NAMES[i % NAMES.length]!;
    return {
      id: `bk-e${i}`,
      sender: name,
      email: `${name.split(' ')[0]!.toLowerCase()}${i}@example.com`,
      subject: `${SUBJECTS[i % SUBJECTS.length]!} #${i}`,
      body: `Message ${i} about ${SUBJECTS[(i + 1) % SUBJECTS.length]!.toLowerCase()}.`,
      date: dateOf(i, today),
      time: timeOf(i),
      read: i % 3 !== 0,
      starred: i % 7 === 0,
      folder: FOLDERS[i % FOLDERS.length]!,
    };
  });
}

export function bulkSubmissions(count = BULK_DEMO_COUNT, today = sampleToday()): ContactSubmission[] {
  return Array.from({ length: count }, (_, i) => {
    const name = NAMES[(i + 2) % NAMES.length]!;
    return {
      id: `bk-s${i}`,
      name,
      email: `${name.split(' ')[1]!.toLowerCase()}${i}@example.com`,
      phone: `+254 7${pad(i % 100)} ${String(100000 + i).slice(-6)}`,
      message: `Enquiry ${i}.`,
      date: dateOf(i, today),
      time: timeOf(i),
      viewed: i % 4 !== 0,
      service: SUBMISSION_SERVICES[i % SUBMISSION_SERVICES.length]!,
    };
  });
}
