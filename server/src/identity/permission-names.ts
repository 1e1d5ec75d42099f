import type { Locale } from '../i18n/locale.js';
import { PERMISSION_GROUPS, type Permission } from './permissions.js';

type GroupName = keyof typeof PERMISSION_GROUPS;

/** The permission catalogue in Indonesian: every group and permission must have its words. */
const GROUPS_ID: Record<GroupName, string> = {
  'Users and roles': 'Pengguna dan peran',
  'Email notifications': 'Notifikasi email',
  Employees: 'Karyawan',
  Leave: 'Cuti',
  Attendance: 'Kehadiran',
  Overtime: 'Lembur',
  'Payroll and tax': 'Penggajian dan pajak',
  Recruiting: 'Rekrutmen',
  Finance: 'Keuangan',
  'Website content': 'Konten situs web',
};

const PERMISSIONS_ID: Record<Permission, string> = {
  'users.read': 'Melihat pengguna dan perannya',
  'users.manage': 'Mengundang, mengubah, menonaktifkan dan mengaktifkan pengguna',
  'roles.manage': 'Membuat dan mengubah peran',
  'audit.read': 'Membaca log audit',
  'jobs.read': 'Melihat pekerjaan latar belakang (impor, pekerjaan terjadwal) dan statusnya',
  'email-templates.manage': 'Mengubah templat email',
  'outbox.read': 'Membaca kotak keluar',
  'outbox.retry': 'Mengirim ulang email yang gagal',
  'employees.read': 'Melihat data karyawan',
  'employees.manage': 'Menambah dan mengubah data karyawan',
  'clients.read': 'Melihat klien',
  'clients.manage': 'Menambah dan mengubah klien',
  'leave.request': 'Mengajukan cuti',
  'leave.approve': 'Memutuskan pengajuan cuti',
  'leave.manage': 'Mengatur kebijakan cuti dan menyesuaikan kuota',
  'attendance.clock':
    'Absen masuk dan pulang, melihat kehadiran saya, dan mengajukan timesheet saya',
  'attendance.manage':
    'Melihat dan mengoreksi kehadiran dan timesheet karyawan, serta mengatur format timesheet klien',
  'overtime.request': 'Mengajukan lembur dan melihat lembur saya',
  'overtime.manage': 'Melihat, mencatat dan memutuskan lembur karyawan, beserta rekapnya',
  'overtime.policy': 'Mengatur ketentuan lembur klien dan karyawan',
  'payroll.read':
    'Melihat proses penggajian, serta gaji, rekening bank dan tanggal lahir karyawan (peran lain melihat karyawan tanpa data itu)',
  'payroll.run': 'Menghitung proses penggajian',
  'payroll.approve': 'Menyetujui proses penggajian',
  'payroll.approve-own-calculation':
    'Menyetujui proses penggajian yang dihitung sendiri (untuk perusahaan satu orang; diaudit setiap kali)',
  'tax.manage': 'Mengelola data induk PTKP, TER dan Pasal 17',
  'recruiting.read': 'Melihat kebutuhan tenaga kerja dan kandidat',
  'recruiting.manage': 'Mengelola kebutuhan tenaga kerja, kandidat dan tahapan rekrutmen',
  'finance.read': 'Melihat faktur, purchase order dan klaim',
  'finance.manage': 'Menerbitkan faktur dan memutuskan klaim',
  'content.manage': 'Mengubah konten situs web',
};

/** The catalogue of `GET /permissions` in the reader's language. */
export function permissionCatalogue(locale: Locale) {
  return Object.entries(PERMISSION_GROUPS).map(([name, group]) => ({
    name: locale === 'id' ? GROUPS_ID[name as GroupName] : name,
    permissions: Object.entries(group).map(([key, description]) => ({
      key,
      description: locale === 'id' ? PERMISSIONS_ID[key as Permission] : (description as string),
    })),
  }));
}
