import { z } from 'zod';
import type { Locale } from '../i18n/locale.js';

/**
 * Every problem code the server answers with. `HttpProblem` and `problem()` accept only these,
 * so a new code does not compile until it has its Indonesian text in PROBLEM_DETAILS_ID.
 */
export const PROBLEM_CODES = [
  // The framework's and the HTTP layer's own.
  'bad-request',
  'bad-url',
  'invalid-json',
  'unsupported-media-type',
  'too-large',
  'uri-too-long',
  'headers-too-large',
  'request-timeout',
  'control-character',
  'not-found',
  'method-not-allowed',
  'not-acceptable',
  'rate-limited',
  'too-many-requests',
  'sign-in-required',
  'not-allowed',
  'gone',
  'request-headers-too-large',
  'unavailable',
  'error',
  'validation-failed',
  'conflict',
  'server-error',
  'app-not-built',
  'database-unavailable',
  // Sign-in and accounts.
  'unauthorized',
  'forbidden',
  'wrong-credentials',
  'account-disabled',
  'google-token-invalid',
  'google-email-unverified',
  'google-unavailable',
  'google-account-unknown',
  'link-used',
  'link-expired',
  'email-taken',
  'not-invited',
  'has-account',
  'cannot-disable-self',
  'last-super-admin',
  'name-taken',
  'role-seeded',
  'role-in-use',
  // People.
  'code-taken',
  'nik-taken',
  'no-employee-record',
  'request-pending',
  'change-request-required',
  'holiday-exists',
  // Leave.
  'already-decided',
  'already-started',
  'not-cancellable',
  'not-pending',
  'not-your-step',
  'own-request',
  'pic-step',
  'manager-step',
  'not-team-manager',
  'policy-exists',
  'default-policy',
  'default-exists',
  'no-default-policy',
  // Mail.
  'already-sent',
  // Attendance.
  'already-clocked-in',
  'already-clocked-out',
  'not-clocked-in',
  'not-employed',
  // Timesheets.
  'timesheet-locked',
  'no-approver',
  'not-approved',
  'payroll-read',
  'period-not-ended',
  'payroll-approved',
  'future-day',
  // Payroll.
  'tax-master-in-use',
  'tax-master-exists',
  'run-exists',
  'run-state',
  'run-closed',
  'timesheet-changed',
  'run-stale',
  'run-has-errors',
  'warnings-not-accepted',
  'own-calculation',
  'finding-not-found',
  'finding-not-acceptable',
  'run-paid',
  // Recruiting.
  'duplicate-candidate',
  'requirement-closed',
  'stage-changed',
  // Timesheet links' alternate approvers.
  'not-a-pic',
  'alternate-exists',
  'alternate-state',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** The Indonesian title of each status. */
export const TITLES_ID: Record<number, string> = {
  400: 'Permintaan tidak valid',
  401: 'Perlu masuk',
  403: 'Tidak diizinkan',
  404: 'Tidak ditemukan',
  405: 'Metode tidak diizinkan',
  406: 'Tidak dapat diterima',
  408: 'Waktu permintaan habis',
  409: 'Konflik',
  410: 'Tidak berlaku lagi',
  413: 'Terlalu besar',
  414: 'Alamat terlalu panjang',
  415: 'Jenis media tidak didukung',
  422: 'Validasi gagal',
  429: 'Terlalu banyak permintaan',
  431: 'Header permintaan terlalu besar',
  500: 'Kesalahan server',
  503: 'Tidak tersedia',
};

/**
 * The Indonesian detail of each code: what a user reads when the English detail has no exact
 * translation below (e.g. it names a record).
 */
export const PROBLEM_DETAILS_ID: Record<ProblemCode, string> = {
  'bad-request': 'Permintaan tidak dapat diproses.',
  'bad-url': 'Alamat tidak valid.',
  'invalid-json': 'Isi permintaan bukan JSON yang valid.',
  'unsupported-media-type':
    'Kirim isi permintaan sebagai JSON (atau multipart/form-data bila mengunggah berkas).',
  'too-large': 'Data yang dikirim terlalu besar.',
  'uri-too-long': 'Alamat terlalu panjang.',
  'headers-too-large': 'Alamat atau header terlalu panjang.',
  'request-timeout': 'Permintaan terlalu lama untuk diterima.',
  'control-character': 'Hapus karakter kontrol: karakter tersebut tidak dapat disimpan.',
  'not-found': 'Data yang dicari tidak ditemukan.',
  'method-not-allowed': 'Metode ini tidak diizinkan untuk alamat ini.',
  'not-acceptable': 'Format jawaban yang diminta tidak tersedia.',
  'rate-limited': 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  'too-many-requests': 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  'sign-in-required': 'Silakan masuk terlebih dahulu.',
  'not-allowed': 'Anda tidak memiliki izin untuk melakukan ini.',
  gone: 'Data ini sudah tidak tersedia.',
  'request-headers-too-large': 'Header permintaan terlalu besar.',
  unavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.',
  error: 'Terjadi kesalahan.',
  'validation-failed': 'Beberapa isian tidak valid.',
  conflict: 'Data ini baru saja diubah oleh orang lain. Muat ulang dan coba lagi.',
  'server-error': 'Terjadi kesalahan di sistem kami. Silakan coba lagi.',
  'app-not-built': 'Aplikasi Staffdesk belum dibangun: jalankan "npm run build".',
  'database-unavailable': 'Basis data tidak merespons.',
  unauthorized: 'Sesi Anda telah berakhir atau tidak valid. Silakan masuk kembali.',
  forbidden: 'Anda tidak memiliki izin untuk melakukan ini.',
  'wrong-credentials': 'Email atau kata sandi salah.',
  'account-disabled': 'Akun ini dinonaktifkan. Hubungi administrator Anda.',
  'google-token-invalid': 'Google tidak menerima proses masuk ini. Silakan coba lagi.',
  'google-email-unverified': 'Akun Google Anda tidak memiliki email yang terverifikasi.',
  'google-unavailable':
    'Masuk dengan Google sedang tidak dapat dijangkau. Coba lagi, atau masuk dengan kata sandi Anda.',
  'google-account-unknown':
    'Email ini tidak memiliki akun Staffdesk. Mintalah undangan kepada administrator Anda.',
  'link-used': 'Tautan ini sudah digunakan atau tidak valid. Mintalah tautan baru.',
  'link-expired': 'Tautan ini sudah kedaluwarsa. Mintalah tautan baru.',
  'email-taken': 'Email ini sudah memiliki akun.',
  'not-invited': 'Pengguna ini sudah membuat kata sandi.',
  'has-account': 'Karyawan ini sudah memiliki akun.',
  'cannot-disable-self': 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  'last-super-admin':
    'Tindakan ini akan membuat tidak ada lagi super admin yang aktif. Berikan peran Super admin kepada pengguna lain terlebih dahulu.',
  'name-taken': 'Peran dengan nama ini sudah ada.',
  'role-seeded': 'Peran bawaan tidak dapat dihapus.',
  'role-in-use': 'Peran ini masih dimiliki pengguna. Berikan mereka peran lain terlebih dahulu.',
  'code-taken': 'Klien lain sudah menggunakan kode ini.',
  'nik-taken': 'Karyawan lain sudah memiliki NIK ini.',
  'no-employee-record': 'Akun Anda tidak memiliki data karyawan.',
  'request-pending': 'Pengajuan sejenis masih menunggu persetujuan HR.',
  'change-request-required':
    'Perubahan pada daftar ini harus melalui pengajuan perubahan untuk disetujui HR.',
  'holiday-exists': 'Tanggal ini sudah ada di kalender.',
  'already-decided': 'Pengajuan ini sudah diputuskan.',
  'already-started': 'Cuti ini sudah dimulai; hubungi HR untuk mengubahnya.',
  'not-cancellable': 'Pengajuan ini sudah tidak dapat dibatalkan.',
  'not-pending': 'Pengajuan ini sudah tidak menunggu keputusan.',
  'not-your-step': 'Hanya HR (leave.manage) yang memutuskan tahap ini di aplikasi.',
  'own-request': 'Anda tidak dapat memutuskan pengajuan cuti Anda sendiri.',
  'pic-step': 'Tahap ini menunggu keputusan PIC klien. Putuskan atas nama PIC untuk melanjutkan.',
  'manager-step':
    'Tahap ini menunggu keputusan atasan langsung. Putuskan atas namanya untuk melanjutkan.',
  'not-team-manager':
    'Hanya atasan langsung yang disebut pada pengajuan ini yang dapat memutuskannya di sini.',
  'policy-exists': 'Klien ini sudah memiliki kebijakan cuti.',
  'default-policy': 'Kebijakan default tidak dapat dihapus.',
  'default-exists': 'Kebijakan default sudah ada.',
  'no-default-policy': 'Belum ada kebijakan cuti default.',
  'already-sent': 'Email ini sudah terkirim.',
  'already-clocked-in': 'Anda sudah absen masuk hari ini.',
  'already-clocked-out': 'Anda sudah absen masuk dan pulang hari ini.',
  'not-clocked-in': 'Anda belum absen masuk hari ini.',
  'not-employed': 'Hari ini berada di luar masa kontrak Anda.',
  'timesheet-locked': 'Timesheet ini tidak dapat diubah lagi.',
  'no-approver':
    'Pilih dulu siapa yang menyetujui timesheet klien ini, di pengaturan timesheet-nya.',
  'not-approved': 'Hanya timesheet yang sudah disetujui yang dapat dibuka kembali.',
  'payroll-read': 'Payroll sudah memakai timesheet ini; timesheet ini tidak dapat dibuka kembali.',
  'period-not-ended':
    'Periode ini belum berakhir: timesheet-nya dapat dikirim mulai hari terakhirnya.',
  'payroll-approved':
    'Penggajian periode ini sudah disetujui: timesheet-nya tidak dapat diubah lagi kecuali proses penggajiannya dibuka kembali.',
  'future-day': 'Tanggal ini belum tiba: isilah mulai tanggal tersebut.',
  'run-paid': 'Proses penggajian ini sudah dibayar: tidak dapat dibuka kembali.',
  'tax-master-in-use':
    'Proses penggajian yang sudah disetujui memakai versi ini, jadi versi ini tidak dapat diubah. Tambahkan versi baru mulai bulan berlakunya perubahan.',
  'tax-master-exists': 'Sudah ada versi yang berlaku mulai tanggal ini.',
  'run-exists': 'Proses penggajian bulan ini sudah ada.',
  'run-state': 'Proses penggajian ini tidak dapat diubah dalam statusnya sekarang.',
  'run-closed': 'Proses penggajian ini sudah ditutup: tidak dapat diubah lagi.',
  'timesheet-changed':
    'Timesheet yang dibaca sudah berubah sejak perhitungan: hitung ulang proses penggajian ini.',
  'run-stale':
    'Ada timesheet yang berubah setelah perhitungan: hitung ulang proses penggajian ini sebelum diperiksa atau disetujui.',
  'run-has-errors':
    'Beberapa slip gaji memiliki kesalahan yang harus diperbaiki sebelum proses penggajian ini dapat disetujui.',
  'warnings-not-accepted':
    'Beberapa slip gaji memiliki peringatan yang belum diterima dengan alasan.',
  'own-calculation':
    'Anda yang menghitung proses penggajian ini, jadi orang lain yang harus menyetujuinya.',
  'finding-not-found': 'Slip gaji ini tidak memiliki temuan tersebut.',
  'finding-not-acceptable':
    'Kesalahan tidak dapat diterima: perbaiki penyebabnya lalu hitung ulang proses penggajian ini.',
  'duplicate-candidate': 'Kandidat lain sudah memakai email atau nomor telepon ini.',
  'requirement-closed':
    'Kebutuhan tenaga kerja ini sudah terpenuhi atau dibatalkan: tahapan rekrutmennya tidak dapat diubah.',
  'stage-changed':
    'Orang lain telah memindahkan kandidat ini. Periksa kembali sebelum memindahkan.',
  'not-a-pic':
    'Hanya PIC klien yang dapat menunjuk penyetuju pengganti. Hubungi HR jika orang lain perlu menyetujui.',
  'alternate-exists':
    'Anda sudah menunjuk penyetuju pengganti. Minta HR mencabutnya sebelum Anda menunjuk yang lain.',
  'alternate-state': 'Penyetuju pengganti ini tidak dapat diubah dalam statusnya sekarang.',
};

/** Exact English messages (details and field messages) in Indonesian. */
export const MESSAGES_ID: Record<string, string> = {
  'Enter a date on or after the approval of the run.':
    'Isi tanggal pada atau setelah proses penggajian disetujui.',
  'Say why this warning can be accepted.': 'Jelaskan mengapa peringatan ini dapat diterima.',
  'Choose fixed or a share.': 'Pilih jumlah tetap atau persentase.',
  'Use 0 % or more.': 'Gunakan 0 % atau lebih.',
  'Enter the amount per placement.': 'Masukkan jumlah per penempatan.',
  'Enter the share of the first month’s salary.': 'Masukkan persentase dari gaji bulan pertama.',
  'Report at most one year at a time.': 'Laporan paling panjang satu tahun sekaligus.',
  'A category with this name exists.': 'Kategori dengan nama ini sudah ada.',
  'This category already has a role with this name.':
    'Kategori ini sudah memiliki peran dengan nama ini.',
  'This skill exists.': 'Keahlian ini sudah ada.',
  'This category does not exist.': 'Kategori ini tidak ditemukan.',
  'This skill does not exist.': 'Keahlian ini tidak ditemukan.',
  'Delete or move the roles of this category first.':
    'Hapus atau pindahkan dulu peran dalam kategori ini.',
  'This vacancy does not exist.': 'Lowongan ini tidak ditemukan.',
  'Choose a role of the chosen category.': 'Pilih peran dari kategori yang dipilih.',
  'A vacancy stays with its requirement.': 'Lowongan tetap terikat pada kebutuhannya.',
  'This requirement already has a vacancy; change that one.':
    'Kebutuhan ini sudah memiliki lowongan; ubah lowongan tersebut.',
  'This vacancy is not open.': 'Lowongan ini tidak dibuka.',
  'This application looks automated. Fill the form in yourself and try again.':
    'Lamaran ini tampak dikirim otomatis. Isi formulir sendiri lalu coba lagi.',
  'Put at most three links in the letter.': 'Cantumkan paling banyak tiga tautan dalam surat.',
  'Too many applications from here. Try again in an hour.':
    'Terlalu banyak lamaran dari sini. Coba lagi satu jam lagi.',
  'You have already applied for this vacancy. The recruiter will contact you.':
    'Anda sudah melamar lowongan ini. Rekruter akan menghubungi Anda.',
  'This person is already in our CV database; tell the recruiter, who will add them.':
    'Orang ini sudah ada di database CV kami; beri tahu rekruter agar menambahkannya.',
  'Enter your email address.': 'Masukkan alamat email Anda.',
  'Enter their email address.': 'Masukkan alamat email orang tersebut.',
  'Use at most 3,000 characters.': 'Gunakan paling banyak 3.000 karakter.',
  'Check the fields marked.': 'Periksa kolom yang ditandai.',
  'Attach your CV (PDF or Word).': 'Lampirkan CV Anda (PDF atau Word).',
  'Choose the category.': 'Pilih kategori.',
  'Choose the requirement.': 'Pilih kebutuhan tenaga kerja.',
  'Enter the title.': 'Masukkan judul.',
  'Choose the vacancy.': 'Pilih lowongan.',
  'A PKWT (fixed-term) offer needs the contract’s last day.':
    'Penawaran PKWT (kontrak waktu tertentu) perlu tanggal akhir kontrak.',
  'Accept or decline the offer.': 'Terima atau tolak penawaran ini.',
  'Accept or reject the CV.': 'Terima atau tolak CV ini.',
  'An offer goes to a candidate between screening and hiring.':
    'Penawaran diberikan kepada kandidat antara tahap seleksi dan penerimaan.',
  'At least 15 minutes.': 'Minimal 15 menit.',
  'At most 30 documents.': 'Paling banyak 30 dokumen.',
  'At most 8 hours.': 'Paling lama 8 jam.',
  'Choose a PIC of this client who has an email address.':
    'Pilih PIC klien ini yang memiliki alamat email.',
  'Choose the PIC who interviews.': 'Pilih PIC yang mewawancarai.',
  'Choose the PIC who reviews the CVs.': 'Pilih PIC yang meninjau CV.',
  'Choose your gender.': 'Pilih jenis kelamin Anda.',
  // A hire ready for payroll (issue #28): the confirmation's payroll data, CVs and offers.
  'An NPWP has 15 or 16 digits.': 'NPWP terdiri dari 15 atau 16 digit.',
  'Choose your marital status.': 'Pilih status perkawinan Anda.',
  'Enter how many people you support (0 if none).':
    'Masukkan jumlah orang yang Anda tanggung (0 bila tidak ada).',
  'Enter a whole number of people.': 'Masukkan jumlah orang dalam bilangan bulat.',
  'Enter at most 20 people.': 'Masukkan paling banyak 20 orang.',
  'Choose your religion.': 'Pilih agama Anda.',
  'Enter the name of your bank.': 'Masukkan nama bank Anda.',
  'Enter your account number.': 'Masukkan nomor rekening Anda.',
  'An account number has 6 to 20 digits.': 'Nomor rekening terdiri dari 6 sampai 20 digit.',
  'Enter the name on the account, as the bank has it.':
    'Masukkan nama pemilik rekening, sesuai data bank.',
  'Enter the name of your emergency contact.': 'Masukkan nama kontak darurat Anda.',
  'Enter how they are related to you.': 'Masukkan hubungan mereka dengan Anda.',
  'Enter their phone number.': 'Masukkan nomor telepon mereka.',
  'Enter an emergency contact.': 'Masukkan kontak darurat.',
  'You said you have no NPWP: leave the NPWP empty, or untick “I have no NPWP”.':
    'Anda menyatakan tidak memiliki NPWP: kosongkan NPWP, atau hapus centang “Saya tidak memiliki NPWP”.',
  'Enter your NPWP, or tick “I have no NPWP”.':
    'Masukkan NPWP Anda, atau centang “Saya tidak memiliki NPWP”.',
  'No interview of this candidate has taken place yet. Hold the interview first, or say why the offer is made without one.':
    'Kandidat ini belum diwawancarai. Adakan wawancara terlebih dahulu, atau tuliskan alasan penawaran dibuat tanpa wawancara.',
  'Choose your recommendation.': 'Pilih rekomendasi Anda.',
  'Confirm your data first, then answer the offer.':
    'Konfirmasikan data Anda terlebih dahulu, lalu jawab penawaran ini.',
  'Enter how long the interview takes.': 'Masukkan lama wawancara.',
  'Enter the date and time of the interview.': 'Masukkan tanggal dan jam wawancara.',
  'Enter where the interview is, or its video link.':
    'Masukkan tempat wawancara, atau tautan videonya.',
  'Enter your address.': 'Masukkan alamat Anda.',
  'Enter your full name as on your KTP.': 'Masukkan nama lengkap Anda sesuai KTP.',
  'Enter your phone number.': 'Masukkan nomor telepon Anda.',
  'Give a score from 1 to 5.': 'Beri nilai 1 sampai 5.',
  'Name the document.': 'Tuliskan nama dokumen.',
  'No CV of this requirement has been sent yet.': 'Belum ada CV untuk kebutuhan ini yang dikirim.',
  'No interview of this candidate has been scheduled yet.':
    'Wawancara kandidat ini belum dijadwalkan.',
  'One of the candidates is not in this requirement’s pipeline.':
    'Salah satu kandidat tidak ada dalam tahapan rekrutmen kebutuhan ini.',
  'Only a candidate still in the pipeline before the offer can be interviewed.':
    'Hanya kandidat yang masih dalam tahapan sebelum penawaran yang dapat diwawancarai.',
  'Only a candidate who accepted the offer is on-boarded.':
    'Hanya kandidat yang menerima penawaran yang diproses orientasinya.',
  'Say why the candidate is rejected.': 'Tuliskan alasan kandidat ditolak.',
  'Say why you decline the offer.': 'Tuliskan alasan Anda menolak penawaran.',
  'Send at most 50 CVs at once.': 'Kirim paling banyak 50 CV sekaligus.',
  'The candidate has already answered this offer.': 'Kandidat sudah menjawab penawaran ini.',
  'The candidate has no email address to send the offer to.':
    'Kandidat tidak memiliki alamat email untuk menerima penawaran.',
  'The candidate has not confirmed their data yet.': 'Kandidat belum mengonfirmasi datanya.',
  'This candidate is already an employee.': 'Kandidat ini sudah menjadi karyawan.',
  'This candidate is already an employee; change the employee instead.':
    'Kandidat ini sudah menjadi karyawan; ubah data karyawannya.',
  'This candidate was not sent for this requirement.':
    'Kandidat ini tidak dikirim untuk kebutuhan ini.',
  'This link has expired. Ask the recruiter to send the CVs again.':
    'Tautan ini sudah kedaluwarsa. Minta rekruter mengirim ulang CV-nya.',
  'This link is not valid. Ask the recruiter for a new one.':
    'Tautan ini tidak valid. Minta tautan baru kepada rekruter.',
  'This offer link has expired. Ask the recruiter for a new one.':
    'Tautan penawaran ini sudah kedaluwarsa. Minta tautan baru kepada rekruter.',
  'You already answered this offer.': 'Anda sudah menjawab penawaran ini.',
  'You already confirmed your data.': 'Anda sudah mengonfirmasi data Anda.',
  // Recruiting.
  'This requirement does not exist.': 'Kebutuhan tenaga kerja ini tidak ditemukan.',
  'This candidate does not exist.': 'Kandidat ini tidak ditemukan.',
  'This candidate is not in the pipeline.': 'Kandidat ini tidak ada dalam tahapan rekrutmen.',
  'This candidate has no CV.': 'Kandidat ini belum memiliki CV.',
  'One of the recruiters is not an active user.': 'Salah satu rekruter bukan pengguna aktif.',
  'This client is inactive; reactivate it before opening a requirement.':
    'Klien ini tidak aktif; aktifkan kembali sebelum membuka kebutuhan tenaga kerja.',
  'The client cannot change once candidates are in the pipeline.':
    'Klien tidak dapat diubah setelah ada kandidat dalam tahapan rekrutmen.',
  'The maximum salary is below the minimum.': 'Gaji maksimum lebih kecil dari gaji minimum.',
  'Enter how many people are needed.': 'Masukkan jumlah orang yang dibutuhkan.',
  'At least one person.': 'Minimal satu orang.',
  'Assign at most 20 recruiters.': 'Tugaskan paling banyak 20 rekruter.',
  'Enter the position held.': 'Masukkan jabatan.',
  'Enter the school.': 'Masukkan nama sekolah atau kampus.',
  'Use YYYY-MM.': 'Gunakan format YYYY-MM.',
  'Use a year from 1950.': 'Gunakan tahun mulai 1950.',
  'Use whole years.': 'Gunakan tahun penuh.',
  'Use at most 60 years.': 'Paling banyak 60 tahun.',
  'Use at most 50 skills.': 'Paling banyak 50 keahlian.',
  'A skill has at most 60 characters.': 'Satu keahlian paling banyak 60 karakter.',
  'Choose where the candidate came from.': 'Pilih sumber kandidat.',
  'Choose where the CVs came from.': 'Pilih sumber CV.',
  'Choose the CVs to import.': 'Pilih CV yang akan diimpor.',
  'Choose the CV to upload.': 'Pilih CV yang akan diunggah.',
  'Choose another candidate to merge into this one.':
    'Pilih kandidat lain untuk digabungkan ke kandidat ini.',
  'Choose the candidate to merge into this one.':
    'Pilih kandidat yang akan digabungkan ke kandidat ini.',
  'Choose at least one candidate.': 'Pilih minimal satu kandidat.',
  'Add at most 200 candidates at once.': 'Tambahkan paling banyak 200 kandidat sekaligus.',
  'One of the candidates does not exist.': 'Salah satu kandidat tidak ditemukan.',
  'Choose the stage.': 'Pilih tahap.',
  'Say why the candidate leaves the pipeline.':
    'Tuliskan alasan kandidat keluar dari tahapan rekrutmen.',
  'A candidate is hired when HR creates the employee from the accepted offer, not by moving the card.':
    'Kandidat dinyatakan diterima saat HR membuat data karyawan dari penawaran yang diterima, bukan dengan memindahkan kartu.',
  'The file name may not contain < > " \' / \\ or control characters. Rename the file and try again.':
    'Nama berkas tidak boleh berisi < > " \' / \\ atau karakter kontrol. Ganti nama berkas lalu coba lagi.',
  'The file name must be between 1 and 150 characters.': 'Nama berkas harus 1 sampai 150 karakter.',
  'A CV must be a PDF or a Word (.docx) file.': 'CV harus berupa berkas PDF atau Word (.docx).',
  'The CV is larger than 10 MB. Save it as a smaller PDF and try again.':
    'CV lebih besar dari 10 MB. Simpan sebagai PDF yang lebih kecil lalu coba lagi.',
  'This PDF cannot be read. Save it again as a PDF and try again.':
    'PDF ini tidak dapat dibaca. Simpan ulang sebagai PDF lalu coba lagi.',
  'This Word file cannot be read. Save it again as .docx and try again.':
    'Berkas Word ini tidak dapat dibaca. Simpan ulang sebagai .docx lalu coba lagi.',
  'This file unpacks to far more than a CV holds, and is refused. Save your CV again as a PDF and try again.':
    'Berkas ini terurai menjadi jauh lebih besar daripada isi sebuah CV, jadi ditolak. Simpan ulang CV Anda sebagai PDF lalu coba lagi.',
  'The words of this CV could not be read in time: it is kept without them, so search finds it by name only.':
    'Isi tulisan CV ini tidak dapat dibaca tepat waktu: CV tetap disimpan tanpa isi tulisannya, sehingga pencarian hanya menemukannya lewat nama.',
  'An approved payroll run used this version, so it cannot change. Add a new version from the month the change applies.':
    'Proses penggajian yang sudah disetujui memakai versi ini, jadi versi ini tidak dapat diubah. Tambahkan versi baru mulai bulan berlakunya perubahan.',
  'The version must end on or after its start.':
    'Versi harus berakhir pada atau setelah tanggal mulainya.',
  'There is no such version.': 'Versi ini tidak ditemukan.',
  'There is already a payroll run for this month.': 'Proses penggajian bulan ini sudah ada.',
  'This payroll run is closed: it can no longer change.':
    'Proses penggajian ini sudah ditutup: tidak dapat diubah lagi.',
  'There is no such payroll run.': 'Proses penggajian ini tidak ditemukan.',
  'There is no such payslip.': 'Slip gaji ini tidak ditemukan.',
  'This link does not open a payslip of yours.': 'Tautan ini tidak membuka slip gaji milik Anda.',
  'This link has expired; your payslips are listed below.':
    'Tautan ini sudah kedaluwarsa; slip gaji Anda tercantum di bawah.',
  'Use at least 10 characters.': 'Gunakan minimal 10 karakter.',
  'Use at most 128 characters.': 'Gunakan paling banyak 128 karakter.',
  'Use letters too: a password of digits is guessed in seconds.':
    'Gunakan huruf juga: kata sandi yang hanya berisi angka dapat ditebak dalam hitungan detik.',
  'Do not use a date: every date is tried in seconds.':
    'Jangan gunakan tanggal: semua tanggal dapat dicoba dalam hitungan detik.',
  'Do not use your birth date, employee number, NIK or phone number: they are on your record and on lists.':
    'Jangan gunakan tanggal lahir, nomor induk karyawan, NIK, atau nomor telepon Anda: semuanya tercatat di data Anda dan di berbagai daftar.',
  'This password is on the lists guessers try first. Choose a phrase of your own.':
    'Kata sandi ini ada di daftar yang pertama kali dicoba penebak. Pilih frasa Anda sendiri.',
  'Use more different characters.': 'Gunakan lebih banyak karakter yang berbeda.',
  'This employee has no final payslip in that year.':
    'Karyawan ini tidak memiliki slip gaji final pada tahun tersebut.',
  'There is no such payroll line.': 'Baris penggajian ini tidak ditemukan.',
  'Two components have this name.': 'Dua komponen memiliki nama ini.',
  'Use 0 or more.': 'Gunakan 0 atau lebih.',
  'Use at most 100 %.': 'Gunakan paling banyak 100 %.',
  'A table needs at least one row.': 'Tabel memerlukan setidaknya satu baris.',
  'The upper bound is below the lower one.': 'Batas atas lebih kecil dari batas bawah.',
  'Only the last row may be open-ended.': 'Hanya baris terakhir yang boleh tanpa batas atas.',
  'The last row must be open-ended.': 'Baris terakhir harus tanpa batas atas.',
  'Name the component.': 'Isi nama komponen.',
  'Enter an amount above 0.': 'Isi jumlah lebih dari 0.',
  'Enter the base salary.': 'Isi gaji pokok.',
  'Choose a month.': 'Pilih bulan.',
  'Name the line, e.g. Year-end bonus.': 'Isi nama baris, misalnya Bonus akhir tahun.',
  'Enter when work starts, as 08:00.': 'Isi jam mulai kerja, misalnya 08:00.',
  'This overtime regulation does not exist.': 'Ketentuan lembur ini tidak ditemukan.',
  'This client already has an overtime regulation: change that one.':
    'Klien ini sudah memiliki ketentuan lembur: ubahlah ketentuan tersebut.',
  'This employee already has an overtime regulation: change that one.':
    'Karyawan ini sudah memiliki ketentuan lembur: ubahlah ketentuan tersebut.',
  'Use quarter hours: the times end in :00, :15, :30 or :45.':
    'Gunakan kelipatan seperempat jam: menit berakhir di :00, :15, :30 atau :45.',
  'This overtime request does not exist.': 'Pengajuan lembur ini tidak ditemukan.',
  'This approval link has expired. Ask HR to decide the overtime in Staffdesk.':
    'Tautan persetujuan ini sudah kedaluwarsa. Mintalah HR memutuskan lembur ini di Staffdesk.',
  'Use 100 % or more.': 'Gunakan 100 % atau lebih.',
  'Use at most 1000 %.': 'Paling banyak 1000 %.',
  'Enter the rate per hour.': 'Isi tarif per jam.',
  'Allow at least 15 minutes a day.': 'Izinkan paling sedikit 15 menit sehari.',
  'The law allows at most 4 hours of overtime on a workday.':
    'Undang-undang membolehkan paling banyak 4 jam lembur pada hari kerja.',
  'Allow at least 15 minutes a week.': 'Izinkan paling sedikit 15 menit seminggu.',
  'The law allows at most 18 hours of overtime a week.':
    'Undang-undang membolehkan paling banyak 18 jam lembur seminggu.',
  'Enter a value above 0.': 'Isi nilai di atas 0.',
  "Enter the client's multipliers.": 'Isi pengali lembur klien.',
  'Enter the rate per hour the client is billed.':
    'Isi tarif per jam yang ditagihkan kepada klien.',
  'Enter the percentage of the pay the client is billed.':
    'Isi persentase upah lembur yang ditagihkan kepada klien.',
  'The week’s cap cannot be below the day’s.':
    'Batas mingguan tidak boleh lebih kecil dari batas harian.',
  'Choose a client or an employee.': 'Pilih klien atau karyawan.',
  'Enter when the overtime starts, as 18:00.': 'Isi jam mulai lembur, misalnya 18:00.',
  'Enter when the overtime ends, as 21:00.': 'Isi jam selesai lembur, misalnya 21:00.',
  'Say why the overtime is needed.': 'Jelaskan mengapa lembur diperlukan.',
  'Choose the employee.': 'Pilih karyawan.',
  'Say why you reject it.': 'Jelaskan alasan penolakan Anda.',
  'Ask for overtime from 60 days ago up to 31 days ahead.':
    'Ajukan lembur untuk tanggal sejak 60 hari yang lalu sampai 31 hari ke depan.',
  // Attendance.
  'You already clocked in today.': 'Anda sudah absen masuk hari ini.',
  'You already clocked in and out today.': 'Anda sudah absen masuk dan pulang hari ini.',
  'You have not clocked in today.': 'Anda belum absen masuk hari ini.',
  'Today is outside your contract.': 'Hari ini berada di luar masa kontrak Anda.',
  'Give both latitude and longitude, or neither.':
    'Isi lintang dan bujur sekaligus, atau kosongkan keduanya.',
  'Give a month as YYYY-MM.': 'Isi bulan dengan format YYYY-MM.',
  'Enter a time as HH:MM.': 'Isi jam dengan format HH:MM.',
  'Enter the overtime hours.': 'Isi jumlah jam lembur.',
  'Enter more than 0 hours.': 'Isi lebih dari 0 jam.',
  'Use quarter hours: 1, 1.25, 1.5, 1.75…': 'Gunakan kelipatan seperempat jam: 1; 1,25; 1,5; 1,75…',
  'Enter a date and time like 2026-11-24 07:58 or 24/11/2026 07:58.':
    'Isi tanggal dan jam seperti 2026-11-24 07:58 atau 24/11/2026 07:58.',
  'Give both the date and the time.': 'Isi tanggal dan jamnya.',
  'Give a Timestamp column, or a Date and a Time column.':
    'Sertakan kolom Timestamp, atau kolom Date dan Time.',
  'Enter the employee number.': 'Isi nomor karyawan.',
  'No employee has this number.': 'Tidak ada karyawan dengan nomor ini.',
  'Enter when the employee punched.': 'Isi kapan karyawan melakukan absen.',
  'This punch is in the future.': 'Absen ini berada di masa depan.',
  'This day is outside the employee’s contract.': 'Hari ini berada di luar masa kontrak karyawan.',
  'Say what went wrong, for HR.': 'Jelaskan apa yang salah, untuk HR.',
  'You can correct only today or an earlier day.':
    'Anda hanya dapat mengoreksi hari ini atau hari sebelumnya.',
  'Ask HR to correct a day more than 60 days ago.':
    'Mintalah HR mengoreksi hari yang lebih dari 60 hari lalu.',
  'This day is outside your contract.': 'Hari ini berada di luar masa kontrak Anda.',
  'This time has not come yet.': 'Waktu ini belum tiba.',
  'A day of work lasts at most 16 hours.': 'Satu hari kerja paling lama 16 jam.',
  'A correction of this day already waits for HR.': 'Koreksi untuk hari ini masih menunggu HR.',
  'This correction does not exist.': 'Koreksi ini tidak ditemukan.',
  'You cannot decide your own attendance correction.':
    'Anda tidak dapat memutuskan koreksi kehadiran Anda sendiri.',
  // Timesheets.
  'This timesheet does not exist.': 'Timesheet ini tidak ditemukan.',
  'This date is not in the timesheet’s period.': 'Tanggal ini tidak termasuk periode timesheet.',
  'This timesheet waits for the client PIC and cannot be changed.':
    'Timesheet ini menunggu PIC klien dan tidak dapat diubah.',
  'This timesheet is approved and cannot be changed. Ask HR to reopen it.':
    'Timesheet ini sudah disetujui dan tidak dapat diubah. Mintalah HR membukanya kembali.',
  'Choose who approves this client’s timesheets first, in its timesheet settings.':
    'Pilih dulu siapa yang menyetujui timesheet klien ini, di pengaturan timesheet-nya.',
  'Only an approved timesheet can be reopened.':
    'Hanya timesheet yang sudah disetujui yang dapat dibuka kembali.',
  'Payroll has already used this timesheet; it can no longer be reopened.':
    'Payroll sudah memakai timesheet ini; timesheet ini tidak dapat dibuka kembali.',
  'This approval link has expired. Ask HR to send the timesheets again.':
    'Tautan persetujuan ini sudah kedaluwarsa. Mintalah HR mengirim ulang timesheet-nya.',
  'This approval link has expired.': 'Tautan persetujuan ini sudah kedaluwarsa.',
  'The payroll of this period is approved: its timesheets can no longer change unless the payroll run is reopened.':
    'Penggajian periode ini sudah disetujui: timesheet-nya tidak dapat diubah lagi kecuali proses penggajiannya dibuka kembali.',
  'This day has not come yet: it can be filled in from that day.':
    'Tanggal ini belum tiba: isilah mulai tanggal tersebut.',
  'Give the reason for sending early.': 'Berikan alasan pengiriman lebih awal.',
  'This payroll run is already paid, so it cannot be reopened: correct it in a later month’s run.':
    'Proses penggajian ini sudah dibayar, jadi tidak dapat dibuka kembali: koreksilah di proses penggajian bulan berikutnya.',
  'Reload the page and fill the form in again.': 'Muat ulang halaman lalu isi formulirnya lagi.',
  'The form ended before all of it arrived. Send the file again.':
    'Formulir terputus sebelum seluruhnya diterima. Kirim berkasnya lagi.',
  'Only a PIC of the client can name an alternate approver. Ask HR if someone else should approve.':
    'Hanya PIC klien yang dapat menunjuk penyetuju pengganti. Hubungi HR jika orang lain perlu menyetujui.',
  'You already named an alternate approver. Ask HR to revoke that one before you name another.':
    'Anda sudah menunjuk penyetuju pengganti. Minta HR mencabutnya sebelum Anda menunjuk yang lain.',
  'The first day cannot be in the past.': 'Hari pertama tidak boleh di masa lalu.',
  'An alternate can be named for at most 31 days.':
    'Penyetuju pengganti dapat ditunjuk paling lama 31 hari.',
  'This alternate approver does not exist.': 'Penyetuju pengganti ini tidak ditemukan.',
  'This alternate approver is already confirmed.': 'Penyetuju pengganti ini sudah dikonfirmasi.',
  'This alternate approver was revoked. The PIC can name someone again.':
    'Penunjukan penyetuju pengganti ini sudah dicabut. PIC dapat menunjuk orang lain.',
  'The days of this alternate approver are over.':
    'Masa tugas penyetuju pengganti ini sudah lewat.',
  'This alternate approver is already revoked.':
    'Penunjukan penyetuju pengganti ini sudah dicabut.',
  'These timesheets were already decided.': 'Timesheet ini sudah diputuskan.',
  'This timesheet is not waiting in this link.': 'Timesheet ini tidak menunggu di tautan ini.',
  'This date is not in the timesheet.': 'Tanggal ini tidak ada di timesheet.',
  'Say what is wrong with this timesheet.': 'Jelaskan apa yang salah pada timesheet ini.',
  'Name someone else than yourself.': 'Tunjuk orang lain selain diri Anda.',
  'Give a period as YYYY-MM.': 'Isi periode dengan format YYYY-MM.',
  'Enter the hours worked.': 'Isi jam kerja.',
  'A day has at most 24 hours.': 'Satu hari paling banyak 24 jam.',
  'Write a comment.': 'Tulis komentar.',
  'Give the reason for reopening.': 'Tuliskan alasan membuka kembali.',
  'The last day comes before the first.': 'Tanggal terakhir lebih awal dari tanggal pertama.',
  'Choose a PIC of this client.': 'Pilih PIC dari klien ini.',
  'The secondary approver must be another PIC.': 'Penyetuju cadangan harus PIC yang lain.',
  'Choose at least one column.': 'Pilih paling sedikit satu kolom.',
  'A column is listed twice.': 'Ada kolom yang tercantum dua kali.',
  'Upload a PNG or JPEG image of at most 1 MB.':
    'Unggah gambar PNG atau JPEG berukuran paling besar 1 MB.',
  // Problems' details.
  'The body is not valid JSON.': 'Isi permintaan bukan JSON yang valid.',
  'The body is empty; send a JSON object.': 'Isi permintaan kosong; kirim sebuah objek JSON.',
  'The Content-Length does not match the body.':
    'Content-Length tidak sesuai dengan isi permintaan.',
  'Send the body as JSON (or as multipart/form-data where a file is expected).':
    'Kirim isi permintaan sebagai JSON (atau multipart/form-data bila mengunggah berkas).',
  'Send the file as multipart/form-data.': 'Kirim berkas sebagai multipart/form-data.',
  'The body is larger than this server accepts.':
    'Isi permintaan lebih besar dari yang dapat diterima server.',
  'The file is too large.': 'Berkas terlalu besar.',
  'The form has too many parts.': 'Formulir memiliki terlalu banyak bagian.',
  'The form has too many files.': 'Formulir memiliki terlalu banyak berkas.',
  'The form has too many fields.': 'Formulir memiliki terlalu banyak isian.',
  'The form is not valid.': 'Formulir tidak valid.',
  'The address is too long.': 'Alamat terlalu panjang.',
  'The address is not valid.': 'Alamat tidak valid.',
  'The address or the headers are too long.': 'Alamat atau header terlalu panjang.',
  'The request took too long to arrive.': 'Permintaan terlalu lama untuk diterima.',
  'The request could not be read.': 'Permintaan tidak dapat dibaca.',
  'Some fields are not valid.': 'Beberapa isian tidak valid.',
  'Some fields use variables this event does not offer.':
    'Beberapa isian memakai variabel yang tidak tersedia untuk kejadian ini.',
  'Someone else changed this at the same moment. Reload and try again.':
    'Data ini baru saja diubah oleh orang lain. Muat ulang dan coba lagi.',
  'Something went wrong on our side. Please try again.':
    'Terjadi kesalahan di sistem kami. Silakan coba lagi.',
  'The database does not answer.': 'Basis data tidak merespons.',
  'Please sign in.': 'Silakan masuk terlebih dahulu.',
  'Your session has ended or is not valid. Please sign in again.':
    'Sesi Anda telah berakhir atau tidak valid. Silakan masuk kembali.',
  'You do not have permission to do this.': 'Anda tidak memiliki izin untuk melakukan ini.',
  'The email or password is not right.': 'Email atau kata sandi salah.',
  'Too many failed sign-ins. For your safety, sign-in is paused for 15 minutes. Try again later or reset your password.':
    'Terlalu banyak percobaan masuk yang gagal. Demi keamanan Anda, proses masuk dihentikan sementara selama 15 menit. Coba lagi nanti atau atur ulang kata sandi Anda.',
  'This account is disabled. Ask your administrator.':
    'Akun ini dinonaktifkan. Hubungi administrator Anda.',
  'Google did not accept this sign-in. Please try again.':
    'Google tidak menerima proses masuk ini. Silakan coba lagi.',
  'Your Google account has no verified email.':
    'Akun Google Anda tidak memiliki email yang terverifikasi.',
  'Google sign-in is not reachable right now. Try again, or sign in with your password.':
    'Masuk dengan Google sedang tidak dapat dijangkau. Coba lagi, atau masuk dengan kata sandi Anda.',
  'This is not a Google access token.': 'Ini bukan token akses Google.',
  'This link has expired. Ask for a new one.':
    'Tautan ini sudah kedaluwarsa. Mintalah tautan baru.',
  'This link was already used. Ask for a new one.':
    'Tautan ini sudah digunakan. Mintalah tautan baru.',
  'This link was already used or is not valid. Ask for a new one.':
    'Tautan ini sudah digunakan atau tidak valid. Mintalah tautan baru.',
  'This approval link does not exist, or it was sent to another address.':
    'Tautan persetujuan ini tidak ditemukan, atau dikirim ke alamat email lain.',
  'This approval link has expired. Ask HR to decide in Staffdesk.':
    'Tautan persetujuan ini sudah kedaluwarsa. Mintalah HR untuk memutuskannya di Staffdesk.',
  'This step was already decided.': 'Tahap ini sudah diputuskan.',
  'This leave form does not exist, or its request is no longer approved.':
    'Formulir cuti ini tidak ditemukan, atau pengajuannya sudah tidak berstatus disetujui.',
  'This user has already set a password.': 'Pengguna ini sudah membuat kata sandi.',
  'This employee already has an account.': 'Karyawan ini sudah memiliki akun.',
  'You cannot disable your own account.': 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  'This would leave no active super admin. Give another user the Super admin role first.':
    'Tindakan ini akan membuat tidak ada lagi super admin yang aktif. Berikan peran Super admin kepada pengguna lain terlebih dahulu.',
  'A role with this name exists.': 'Peran dengan nama ini sudah ada.',
  'One of the roles does not exist.': 'Salah satu peran tidak ditemukan.',
  'The current password is not right.': 'Kata sandi saat ini salah.',
  'Another client already has this code.': 'Klien lain sudah menggunakan kode ini.',
  'Another employee already has this NIK.': 'Karyawan lain sudah memiliki NIK ini.',
  'Your account has no employee record.': 'Akun Anda tidak memiliki data karyawan.',
  'A request of this kind already waits for HR.':
    'Pengajuan sejenis masih menunggu persetujuan HR.',
  'Changes to this list go through a change request for HR to approve.':
    'Perubahan pada daftar ini harus melalui pengajuan perubahan untuk disetujui HR.',
  'This day is already on the calendar.': 'Tanggal ini sudah ada di kalender.',
  'This day is not on the calendar.': 'Tanggal ini tidak ada di kalender.',
  'This leave has already started; ask HR to change it.':
    'Cuti ini sudah dimulai; hubungi HR untuk mengubahnya.',
  'Only HR (leave.manage) decides this step in the app.':
    'Hanya HR (leave.manage) yang memutuskan tahap ini di aplikasi.',
  'You cannot decide your own leave request.':
    'Anda tidak dapat memutuskan pengajuan cuti Anda sendiri.',
  'There is already a default policy.': 'Kebijakan default sudah ada.',
  'The default policy cannot be deleted.': 'Kebijakan default tidak dapat dihapus.',
  'The default policy has no client.': 'Kebijakan default tidak memiliki klien.',
  'This client already has a leave policy.': 'Klien ini sudah memiliki kebijakan cuti.',
  'No default leave policy.': 'Belum ada kebijakan cuti default.',
  'This mail was already sent.': 'Email ini sudah terkirim.',
  'The attachment is larger than 5 MB.': 'Lampiran lebih besar dari 5 MB.',
  'The photo is larger than 5 MB.': 'Foto lebih besar dari 5 MB.',
  'The attachment is missing.': 'Lampiran tidak ditemukan.',
  'This change request does not exist.': 'Pengajuan perubahan ini tidak ditemukan.',
  'This client does not exist.': 'Klien ini tidak ditemukan.',
  'This email template does not exist.': 'Templat email ini tidak ditemukan.',
  'This employee does not exist.': 'Karyawan ini tidak ditemukan.',
  'This item does not exist.': 'Data ini tidak ditemukan.',
  'This job does not exist.': 'Proses ini tidak ditemukan.',
  'This leave request does not exist.': 'Pengajuan cuti ini tidak ditemukan.',
  'This mail does not exist.': 'Email ini tidak ditemukan.',
  'This policy does not exist.': 'Kebijakan ini tidak ditemukan.',
  'This request has no attachment.': 'Pengajuan ini tidak memiliki lampiran.',
  'This role does not exist.': 'Peran ini tidak ditemukan.',
  'This user does not exist.': 'Pengguna ini tidak ditemukan.',
  'This user has no photo.': 'Pengguna ini tidak memiliki foto.',
  'This family member does not exist.': 'Anggota keluarga ini tidak ditemukan.',
  'This PIC does not belong to the client.': 'PIC ini bukan milik klien tersebut.',
  'This is already the current value.': 'Nilai ini sudah sama dengan yang sekarang.',
  'The employee already has this status.': 'Karyawan sudah memiliki status ini.',
  'Enter the last working day: pay stops after it.':
    'Masukkan hari kerja terakhir: gaji berhenti setelah tanggal tersebut.',
  'The last working day cannot be before the start date.':
    'Hari kerja terakhir tidak boleh sebelum tanggal mulai bekerja.',
  'Only resignation, layoff, contract end or death sets a last working day.':
    'Hari kerja terakhir hanya diisi untuk pengunduran diri, PHK, kontrak berakhir, atau meninggal dunia.',
  'This reason does not go with this status.': 'Alasan ini tidak sesuai dengan statusnya.',
  'Choose the reason.': 'Pilih alasannya.',
  'An approved payroll run already pays this employee for a month after this last working day.':
    'Proses penggajian yang sudah disetujui telah membayar karyawan ini untuk bulan setelah hari kerja terakhir ini.',
  'Add a personal email to the employee first.':
    'Tambahkan email pribadi karyawan terlebih dahulu.',
  // Field messages.
  'Not valid.': 'Tidak valid.',
  'A PIC is listed twice.': 'Ada PIC yang tercantum dua kali.',
  'A PKWT (fixed-term) contract needs an end date.':
    'Kontrak PKWT (waktu tertentu) memerlukan tanggal berakhir.',
  'A half day is only possible on a single day.': 'Setengah hari hanya bisa untuk satu hari.',
  'A half day is only possible when the leave starts and ends on the same day.':
    'Setengah hari hanya bisa jika cuti dimulai dan berakhir pada hari yang sama.',
  'Approvers must be PICs of the client.': 'Penyetuju harus PIC dari klien tersebut.',
  'At most 50 PICs.': 'Paling banyak 50 PIC.',
  'Attach a PDF, JPG or PNG file.': 'Lampirkan berkas PDF, JPG, atau PNG.',
  'Choose English or Indonesian.': 'Pilih bahasa Inggris atau bahasa Indonesia.',
  'Choose en or id.': 'Pilih en atau id.',
  'Choose a 5- or 6-day work week.': 'Pilih 5 atau 6 hari kerja per minggu.',
  'Choose a client, or none for the default policy.':
    'Pilih klien, atau kosongkan untuk kebijakan default.',
  'Choose a client.': 'Pilih klien.',
  'Choose a client: the default policy exists already.':
    'Pilih klien: kebijakan default sudah ada.',
  'Choose a kind of leave from the list.': 'Pilih jenis cuti dari daftar.',
  'Choose a password different from the current one.':
    'Pilih kata sandi yang berbeda dari kata sandi saat ini.',
  'Choose a photo to upload.': 'Pilih foto untuk diunggah.',
  'Choose an employee.': 'Pilih karyawan.',
  'Choose approve or reject.': 'Pilih setujui atau tolak.',
  'Choose at least one role.': 'Pilih paling sedikit satu peran.',
  'Choose morning or afternoon.': 'Pilih pagi atau siang.',
  'Choose pic, hr or pic-then-hr.': 'Pilih pic, hr, atau pic-then-hr.',
  'Choose the PTKP status.': 'Pilih status PTKP.',
  'Choose the billing method.': 'Pilih metode penagihan.',
  'Choose the client of this policy.': 'Pilih klien untuk kebijakan ini.',
  'Choose the client.': 'Pilih klien.',
  'Choose the contract type.': 'Pilih jenis kontrak.',
  'Choose the kind of leave.': 'Pilih jenis cuti.',
  'Choose the kind.': 'Pilih jenisnya.',
  'Choose the level.': 'Pilih jenjangnya.',
  'Choose the proficiency.': 'Pilih tingkat kemahirannya.',
  'Choose the relationship.': 'Pilih hubungannya.',
  'Choose the status.': 'Pilih statusnya.',
  'Choose yearly or monthly.': 'Pilih tahunan atau bulanan.',
  'Digits 7 to 12 of the NIK must be a birth date (DDMMYY, day + 40 for women).':
    'Digit ke-7 sampai ke-12 NIK harus berupa tanggal lahir (DDMMYY, tanggal + 40 untuk perempuan).',
  'Do not use your name or email in your password.':
    'Jangan gunakan nama atau email Anda di kata sandi.',
  'Enter a date as YYYY-MM-DD.': 'Masukkan tanggal dengan format YYYY-MM-DD.',
  'Enter a date like 2026-01-31 or 31/01/2026.':
    'Masukkan tanggal seperti 2026-01-31 atau 31/01/2026.',
  'Enter a number of days other than 0.': 'Masukkan jumlah hari selain 0.',
  'Enter a phone number of digits, like +62 812 3456 7890.':
    'Masukkan nomor telepon berupa angka, misalnya +62 812 3456 7890.',
  'Enter a subject.': 'Masukkan subjek.',
  'Enter a valid email address.': 'Masukkan alamat email yang valid.',
  'Enter a whole number.': 'Masukkan bilangan bulat.',
  'Enter a year from 1940.': 'Masukkan tahun mulai dari 1940.',
  'Enter a year up to 2100.': 'Masukkan tahun paling lambat 2100.',
  'Enter an amount in whole rupiah, like 5396761 or 5.396.761.':
    'Masukkan jumlah dalam rupiah tanpa desimal, misalnya 5396761 atau 5.396.761.',
  'Enter an amount in whole rupiah.': 'Masukkan jumlah dalam rupiah tanpa desimal.',
  'Enter how many days may be carried over (0 to 12).':
    'Masukkan jumlah hari yang boleh dibawa ke tahun berikutnya (0 sampai 12).',
  'Enter how you know them.': 'Masukkan hubungan Anda dengan mereka.',
  'Enter the NIK.': 'Masukkan NIK.',
  'Enter the account holder name.': 'Masukkan nama pemilik rekening.',
  'Enter the account number.': 'Masukkan nomor rekening.',
  'Enter the asset.': 'Masukkan nama aset.',
  'Enter the bank.': 'Masukkan nama bank.',
  'Enter the body.': 'Masukkan isi email.',
  'Enter the code.': 'Masukkan kode.',
  'Enter the company.': 'Masukkan nama perusahaan.',
  'Enter the course.': 'Masukkan nama pelatihan.',
  'Enter the days to add (or, negative, to take off).':
    'Masukkan jumlah hari yang ditambahkan (atau negatif untuk dikurangi).',
  'Enter the expiry as MM-DD, e.g. 03-31.':
    'Masukkan tanggal kedaluwarsa dengan format MM-DD, misalnya 03-31.',
  'Enter the full name.': 'Masukkan nama lengkap.',
  'Enter the insurer.': 'Masukkan nama perusahaan asuransi.',
  'Enter the language.': 'Masukkan bahasa.',
  'Enter the legal name.': 'Masukkan nama resmi perusahaan.',
  'Enter the minimum notice (0 to 60 days).':
    'Masukkan batas minimum pengajuan sebelumnya (0 sampai 60 hari).',
  'Enter the name.': 'Masukkan nama.',
  'Enter the payment terms in days.': 'Masukkan jangka waktu pembayaran dalam hari.',
  'Enter the phone number.': 'Masukkan nomor telepon.',
  'Enter the policy number.': 'Masukkan nomor polis.',
  'Enter the position.': 'Masukkan jabatan.',
  'Enter the relationship.': 'Masukkan hubungan keluarga.',
  'Enter the role name.': 'Masukkan nama peran.',
  'Enter the school or university.': 'Masukkan nama sekolah atau universitas.',
  'Enter the year.': 'Masukkan tahun.',
  'Enter the yearly quota.': 'Masukkan kuota tahunan.',
  'Enter your current password.': 'Masukkan kata sandi Anda saat ini.',
  'Enter your name.': 'Masukkan nama Anda.',
  'Enter your password.': 'Masukkan kata sandi Anda.',
  'Give the email the link was sent to.': 'Masukkan email tujuan tautan ini dikirim.',
  'Give the reason for rejecting.': 'Tuliskan alasan penolakan.',
  'Give the reason for the adjustment.': 'Tuliskan alasan penyesuaian.',
  'Give the reason for your leave.': 'Tuliskan alasan cuti Anda.',
  'Give the reason.': 'Tuliskan alasannya.',
  'Give your email.': 'Masukkan email Anda.',
  'Internal staff have no client approvers.':
    'Karyawan internal tidak memiliki penyetuju dari klien.',
  'Leave cannot start in the past.': 'Cuti tidak dapat dimulai pada tanggal yang sudah lewat.',
  'NIK must be exactly 16 digits.': 'NIK harus tepat 16 digit.',
  'NPWP must be 15 or 16 digits.': 'NPWP harus 15 atau 16 digit.',
  'Name the policy.': 'Beri nama kebijakan ini.',
  'Only annual leave has a quota to adjust.':
    'Hanya cuti tahunan yang memiliki kuota untuk disesuaikan.',
  'Only client holidays and client working days belong to a client.':
    'Hanya hari libur klien dan hari kerja klien yang terkait dengan klien.',
  'Say who receives it.': 'Tentukan penerimanya.',
  'The NIK does not start with an Indonesian province code.':
    'NIK tidak diawali dengan kode provinsi di Indonesia.',
  'The account number must be 5 to 30 digits.': 'Nomor rekening harus 5 sampai 30 digit.',
  'The amount cannot be negative.': 'Jumlah tidak boleh negatif.',
  'The amount is too large.': 'Jumlah terlalu besar.',
  'The end date cannot be before the start date.':
    'Tanggal selesai tidak boleh sebelum tanggal mulai.',
  'The end date is before the start date.': 'Tanggal selesai lebih awal dari tanggal mulai.',
  'The end date must be after the start date.': 'Tanggal selesai harus setelah tanggal mulai.',
  'The end is before the start.': 'Tanggal selesai lebih awal dari tanggal mulai.',
  'The end year cannot be before the start year.': 'Tahun selesai tidak boleh sebelum tahun mulai.',
  'The file is empty.': 'Berkas kosong.',
  'The file is larger than 10 MB.': 'Berkas lebih besar dari 10 MB.',
  'The last 4 digits of the NIK cannot be 0000.': 'Empat digit terakhir NIK tidak boleh 0000.',
  'The uploaded file is no longer stored.': 'Berkas yang diunggah sudah tidak tersimpan.',
  'The workbook has no worksheet.': 'Workbook tidak memiliki lembar kerja.',
  'This CSV file cannot be read.': 'Berkas CSV ini tidak dapat dibaca.',
  'This column is missing.': 'Kolom ini tidak ada.',
  'This email already has an account.': 'Email ini sudah memiliki akun.',
  'This file is not a photo we can read. Use JPEG, PNG or WebP.':
    'Berkas ini bukan foto yang dapat kami baca. Gunakan JPEG, PNG, atau WebP.',
  'This file is not an XLSX workbook we can read.':
    'Berkas ini bukan workbook XLSX yang dapat kami baca.',
  'This file unpacks to far more than a workbook holds, and is refused. Save it again from Excel and try again.':
    'Berkas ini terurai menjadi jauh lebih besar daripada isi sebuah workbook, jadi ditolak. Simpan ulang dari Excel lalu coba lagi.',
  'This password is too common. Choose one that is harder to guess.':
    'Kata sandi ini terlalu umum. Pilih kata sandi yang lebih sulit ditebak.',
  'This workbook is too large to import: split it into files of at most 20,000 rows.':
    'Workbook ini terlalu besar untuk diimpor: pecah menjadi beberapa berkas berisi paling banyak 20.000 baris.',
  'Upload an XLSX or CSV file in the form field "file".':
    'Unggah berkas XLSX atau CSV pada isian formulir "file".',
  'Upload an XLSX workbook or a CSV file (old .xls is not read).':
    'Unggah workbook XLSX atau berkas CSV (format .xls lama tidak dapat dibaca).',
  'Use 0 to 12 days.': 'Gunakan 0 sampai 12 hari.',
  'Use 0 to 180 days.': 'Gunakan 0 sampai 180 hari.',
  'Use 0 to 60 days.': 'Gunakan 0 sampai 60 hari.',
  'Use 2 to 20 letters, digits or dashes.': 'Gunakan 2 sampai 20 huruf, angka, atau tanda hubung.',
  'Use a work week of 5 or 6 days.': 'Gunakan 5 atau 6 hari kerja per minggu.',
  'Use at most 60 days.': 'Paling banyak 60 hari.',
  'Use whole days.': 'Gunakan hari penuh.',
  'Use whole or half days.': 'Gunakan hari penuh atau setengah hari.',
  'Use whole rupiah.': 'Gunakan rupiah tanpa desimal.',
};

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const MONTHS_ID = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
];
/** `21 Aug 2026, 14:05 WIB` → `21 Agu 2026, 14.05 WIB`. */
function dateId(text: string) {
  return text.replace(
    /\b(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{2}):(\d{2}) WIB\b/g,
    (all, d: string, m: string, y: string, hh: string, mm: string) => {
      const i = MONTHS_EN.indexOf(m);
      return i < 0 ? all : `${d} ${MONTHS_ID[i]} ${y}, ${hh}.${mm} WIB`;
    },
  );
}
/** `20 Dec 2026` → `20 Des 2026`. */
function dayId(text: string) {
  return text.replace(
    /\b(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})\b/g,
    (all, d: string, m: string, y: string) => {
      const i = MONTHS_EN.indexOf(m);
      return i < 0 ? all : `${d} ${MONTHS_ID[i]} ${y}`;
    },
  );
}
const STATUS_ID: Record<string, string> = {
  approved: 'disetujui',
  rejected: 'ditolak',
  cancelled: 'dibatalkan',
  pending: 'menunggu persetujuan',
};
const statusId = (status: string) => STATUS_ID[status] ?? status;
/** `2 days` → `2 hari`. */
const daysId = (text: string) => text.replace(/\b([\d.]+) days?\b/g, '$1 hari');

const RUN_STATE_ID: Record<string, string> = {
  draft: 'draf',
  calculating: 'sedang dihitung',
  calculated: 'sudah dihitung',
  reviewed: 'sudah diperiksa',
  approved: 'disetujui',
  paid: 'dibayar',
  closed: 'ditutup',
};
const RUN_ACTION_ID: Record<string, string> = {
  'paid out yet': 'dibayarkan',
  calculated: 'dihitung',
  reviewed: 'ditandai sudah diperiksa',
  approved: 'disetujui',
  'marked paid': 'ditandai dibayar',
  closed: 'ditutup',
  changed: 'diubah',
  reopened: 'dibuka kembali',
};

/** English messages that name something, with their Indonesian wording. */
export const PATTERNS_ID: [RegExp, (...groups: string[]) => string][] = [
  [
    /^(.+) has no CV file\. Upload their CV before sending it to the client\.$/,
    (name) => `${name} belum memiliki berkas CV. Unggah CV-nya sebelum dikirim ke klien.`,
  ],
  [
    /^These candidates have no CV file: (.+)\. Upload their CVs before sending them to the client\.$/,
    (names) =>
      `Kandidat berikut belum memiliki berkas CV: ${names}. Unggah CV mereka sebelum dikirim ke klien.`,
  ],
  [
    /^Vacancies use this (category|role); move them to another first\.$/,
    (kind) =>
      `Lowongan memakai ${kind === 'category' ? 'kategori' : 'peran'} ini; pindahkan dulu ke yang lain.`,
  ],
  [
    /^This (category|role|skill) does not exist\.$/,
    (kind) =>
      `${kind === 'category' ? 'Kategori' : kind === 'role' ? 'Peran' : 'Keahlian'} ini tidak ditemukan.`,
  ],
  [
    /^Requirement (\S+) is (\S+); it cannot be published\.$/,
    (number, status) =>
      `Kebutuhan ${number} berstatus ${status === 'fulfilled' ? 'terpenuhi' : 'dibatalkan'}; tidak dapat dipublikasikan.`,
  ],
  [
    /^This (answer|feedback) was already given by (.+) on (.+)\.$/,
    (what, by, at) =>
      `${what === 'answer' ? 'Jawaban' : 'Penilaian'} ini sudah diberikan oleh ${by === 'someone' ? 'orang lain' : by} pada ${at === 'an earlier day' ? 'hari sebelumnya' : at}.`,
  ],
  [
    /^You already confirmed your data on (.+)\.$/,
    (at) => `Anda sudah mengonfirmasi data Anda pada ${at}.`,
  ],
  [
    /^You already (accepted|declined) this offer on (.+)\.$/,
    (what, at) =>
      `Anda sudah ${what === 'accepted' ? 'menerima' : 'menolak'} penawaran ini pada ${at}.`,
  ],
  [
    /^The interview is on (.+); give your feedback after it\.$/,
    (at) => `Wawancara dijadwalkan pada ${at}; berikan penilaian Anda setelahnya.`,
  ],
  [
    /^Documents still missing: (.+)\. Tick them in the joining info first\.$/,
    (list) => `Dokumen yang belum lengkap: ${list}. Centang dulu di info bergabung.`,
  ],
  [
    /^Requirement (\S+) already has its (\d+) people; raise its headcount first\.$/,
    (number, n) =>
      `Kebutuhan ${number} sudah terpenuhi ${n} orang; naikkan dulu jumlah kebutuhannya.`,
  ],
  [
    /^(.+) is past the CV stage; only sourced and screened candidates are sent\.$/,
    (name) =>
      `${name} sudah melewati tahap CV; hanya kandidat tahap sumber dan seleksi yang dapat dikirim.`,
  ],
  [
    /^The headcount cannot be below the (\d+) already hired\.$/,
    (n) => `Jumlah kebutuhan tidak boleh kurang dari ${n} orang yang sudah diterima.`,
  ],
  [
    /^Requirement (\S+) is (\S+); reopen it to change its pipeline\.$/,
    (number, status) =>
      `Kebutuhan ${number} berstatus ${status === 'fulfilled' ? 'terpenuhi' : 'dibatalkan'}; buka kembali untuk mengubah tahapan rekrutmennya.`,
  ],
  [
    /^Someone moved this candidate to (.+) meanwhile\. Look again before moving\.$/,
    (stage) =>
      `Orang lain telah memindahkan kandidat ini ke tahap ${stage}. Periksa kembali sebelum memindahkan.`,
  ],
  [
    /^(.+) already has this (email|phone number)\. Open that candidate, or merge the two\.$/,
    (name, what) =>
      `${name} sudah memakai ${what === 'email' ? 'email' : 'nomor telepon'} ini. Buka kandidat tersebut, atau gabungkan keduanya.`,
  ],
  [
    /^A requirement's pipeline holds at most (\d+) candidates\.$/,
    (n) => `Tahapan rekrutmen satu kebutuhan memuat paling banyak ${n} kandidat.`,
  ],
  [
    /^There is already a version from (\d{4}-\d{2}-\d{2}); edit that one instead\.$/,
    (date) => `Sudah ada versi yang berlaku mulai ${date}; ubahlah versi tersebut.`,
  ],
  [
    /^This payroll run is (\w+), so it cannot be ([\w ]+?) (?:now|yet)\.$/,
    (state, action) =>
      `Proses penggajian ini berstatus ${RUN_STATE_ID[state] ?? state}, jadi belum dapat ${RUN_ACTION_ID[action] ?? action}.`,
  ],
  [
    /^This period ends on (\d{1,2} [A-Z][a-z]{2} \d{4}): its timesheet can be submitted from that day\.$/,
    (day) =>
      `Periode ini berakhir pada ${dayId(day!)}: timesheet-nya dapat dikirim mulai hari itu.`,
  ],
  [
    /^This period ends on (\d{1,2} [A-Z][a-z]{2} \d{4}): its timesheets can be sent to the client PIC from that day, or earlier with a reason\.$/,
    (day) =>
      `Periode ini berakhir pada ${dayId(day!)}: timesheet-nya dapat dikirim ke PIC klien mulai hari itu, atau lebih awal dengan alasan.`,
  ],
  [
    /^The timesheet of (.+) changed after the calculation: calculate the run again\.$/,
    (names) =>
      `Timesheet ${names} berubah setelah perhitungan: hitung ulang proses penggajian ini.`,
  ],
  [
    /^(\d+) payslip\(s\) have errors to fix before the run can be approved: (.+)\.$/,
    (n, names) =>
      `${n} slip gaji memiliki kesalahan yang harus diperbaiki sebelum proses penggajian dapat disetujui: ${names!.replace(/ and (\d+) more$/, ' dan $1 lainnya')}.`,
  ],
  [
    /^(\d+) payslip\(s\) have warnings nobody accepted yet: (.+)\.$/,
    (n, names) =>
      `${n} slip gaji memiliki peringatan yang belum diterima: ${names!.replace(/ and (\d+) more$/, ' dan $1 lainnya')}.`,
  ],
  [
    /^Enter a date at most (\d+) days after today\.$/,
    (n) => `Isi tanggal paling lambat ${n} hari setelah hari ini.`,
  ],
  [
    /^This row must start at (\d+), one rupiah after the row before\.$/,
    (n) => `Baris ini harus mulai dari ${n}, satu rupiah setelah baris sebelumnya.`,
  ],
  [
    /^Overtime on a workday is capped at ([\d.]+) hours?; this request is ([\d.]+) hours?\.$/,
    (cap, asked) => `Lembur pada hari kerja dibatasi ${cap} jam; pengajuan ini ${asked} jam.`,
  ],
  [
    /^Overtime on a workday is capped at ([\d.]+) hours?, and ([\d.]+) hours? are already asked for that day\.$/,
    (cap, asked) =>
      `Lembur pada hari kerja dibatasi ${cap} jam, dan sudah ada ${asked} jam diajukan pada hari itu.`,
  ],
  [
    /^Overtime on workdays is capped at ([\d.]+) hours? a week, and ([\d.]+) hours? are already asked for that week\.$/,
    (cap, asked) =>
      `Lembur pada hari kerja dibatasi ${cap} jam seminggu, dan sudah ada ${asked} jam diajukan pada minggu itu.`,
  ],
  [
    /^This overlaps your overtime of (\S+) that day\.$/,
    (span) => `Waktu ini bertumpuk dengan lembur Anda pukul ${span} pada hari itu.`,
  ],
  [
    /^The law allows at most ([\d.]+) hours of overtime on this day\.$/,
    (hours) => `Undang-undang membolehkan paling banyak ${hours} jam lembur pada hari ini.`,
  ],
  [
    /^This correction was already (approved|rejected|decided)\.$/,
    (status) => `Koreksi ini sudah ${status === 'decided' ? 'diputuskan' : statusId(status)}.`,
  ],
  [
    /^This step waits for (.+) \(the client PIC\)\. Decide on their behalf to go ahead\.$/,
    (name) =>
      `Tahap ini menunggu keputusan ${name} (PIC klien). Putuskan atas nama PIC untuk melanjutkan.`,
  ],
  [
    /^This request was already (\w+) by (.+) on (.+)\.$/,
    (status, by, at) => `Pengajuan ini sudah ${statusId(status!)} oleh ${by} pada ${dateId(at!)}.`,
  ],
  [/^This request was already (\w+)\.$/, (status) => `Pengajuan ini sudah ${statusId(status!)}.`],
  [
    /^Another client already has the code (.+)\.$/,
    (code) => `Klien lain sudah menggunakan kode ${code}.`,
  ],
  [/^No client has the code (.+)\.$/, (code) => `Tidak ada klien dengan kode ${code}.`],
  [/^(.+) already has an account\.$/, (email) => `${email} sudah memiliki akun.`],
  [
    /^(.+) has no Staffdesk account\. Ask your administrator for an invitation\.$/,
    (email) =>
      `${email} tidak memiliki akun Staffdesk. Mintalah undangan kepada administrator Anda.`,
  ],
  [/^This NIK already belongs to (.+)\.$/, (who) => `NIK ini sudah dimiliki oleh ${who}.`],
  [/^The same NIK is on row (\d+)\.$/, (row) => `NIK yang sama ada di baris ${row}.`],
  [
    /^(\d+) user\(s\) hold (.+)\. Give them another role first\.$/,
    (n, role) => `${n} pengguna memiliki peran ${role}. Berikan mereka peran lain terlebih dahulu.`,
  ],
  [
    /^(.+) is a built-in role and cannot be deleted\.$/,
    (role) => `${role} adalah peran bawaan dan tidak dapat dihapus.`,
  ],
  [
    /^Your earlier (.+) change still waits for HR\.$/,
    (kind) => `Pengajuan perubahan ${kind} Anda sebelumnya masih menunggu persetujuan HR.`,
  ],
  [/^Nothing is at (\S+) (.+)\.$/, (method, path) => `Tidak ada apa pun di ${method} ${path}.`],
  [
    /^Remove the control character \((.+)\): it cannot be stored\.$/,
    (code) => `Hapus karakter kontrol (${code}): karakter tersebut tidak dapat disimpan.`,
  ],
  [/^Use at least (\d+) characters\.$/, (n) => `Gunakan paling sedikit ${n} karakter.`],
  [/^Use at most (\d+) characters\.$/, (n) => `Gunakan paling banyak ${n} karakter.`],
  [/^Choose at most (\d+) days\.$/, (n) => `Pilih paling banyak ${n} hari.`],
  [/^Ask for at most (\d+) days at a time\.$/, (n) => `Ajukan paling banyak ${n} hari sekaligus.`],
  [/^Use one of: (.+)\.$/, (list) => `Gunakan salah satu dari: ${list}.`],
  [
    /^Use roles from: (.+) \(comma-separated\)\.$/,
    (list) => `Gunakan peran dari: ${list} (dipisahkan koma).`,
  ],
  [
    /^This email is already used by PIC (\d+)\.$/,
    (n) => `Email ini sudah digunakan oleh PIC ${n}.`,
  ],
  [
    /^Ask at least (.+) ahead: the earliest start is (.+)\.$/,
    (days, date) =>
      `Ajukan paling lambat ${daysId(days!)} sebelumnya: tanggal mulai paling awal adalah ${date}.`,
  ],
  [
    /^Attach a doctor's letter for sick leave of more than (.+)\.$/,
    (days) => `Lampirkan surat dokter untuk cuti sakit lebih dari ${daysId(days!)}.`,
  ],
  [
    /^There is no working day from (.+) to (.+) on your schedule\.$/,
    (from, to) => `Tidak ada hari kerja dari ${from} sampai ${to} sesuai jadwal Anda.`,
  ],
  [
    /^You already have leave (.+) \((\w+)\) that overlaps these dates\.$/,
    (when, status) =>
      `Anda sudah memiliki cuti ${when} (${statusId(status!)}) yang bertumpang tindih dengan tanggal ini.`,
  ],
  [
    /^You have (.+) of (.+) left( in \d{4})?; this request needs (.+)\.$/,
    (left, type, year, needed) =>
      `Sisa ${type} Anda ${daysId(left!)}${year ? ` untuk tahun ${year.replace(' in ', '')}` : ''}; pengajuan ini membutuhkan ${needed} hari.`,
  ],
  [
    /^Import at most (.+) rows at a time\.$/,
    (n) => `Impor paling banyak ${n.replaceAll(',', '.')} baris sekaligus.`,
  ],
  [
    /^Excel keeps only 15 digits of a number: format the (.+) column as text and enter it again\.$/,
    (label) =>
      `Excel hanya menyimpan 15 digit angka: ubah format kolom ${label} menjadi teks lalu isi kembali.`,
  ],
  [
    /^Unknown variables?: (.+)\. This event offers (.*)\.$/,
    (unknown, offered) =>
      `Variabel tidak dikenal: ${unknown}. Kejadian ini menyediakan ${offered}.`,
  ],
];

/** The Indonesian wording of an English message, or null when there is none. */
export function messageInIndonesian(message: string): string | null {
  const exact = MESSAGES_ID[message];
  if (exact) return exact;
  for (const [pattern, write] of PATTERNS_ID) {
    const match = pattern.exec(message);
    if (match) return write(...match.slice(1).map((g) => g ?? ''));
  }
  return null;
}

/** An import's row errors in the reader's language (English unchanged). */
export function localizeRowErrors<R extends { errors: { message: string }[] }>(
  result: R,
  locale: Locale,
): R {
  if (locale !== 'id') return result;
  return {
    ...result,
    errors: result.errors.map((e) => ({
      ...e,
      message: messageInIndonesian(e.message) ?? e.message,
    })),
  };
}

/** zod's own Indonesian messages, for issues whose message the schemas did not write. */
const zodIndonesian = z.locales.id().localeError;

/**
 * A field message of a validation issue in a language: the schema's message translated, else
 * zod's own wording of the issue in that language; English unchanged.
 */
export function issueMessage(
  issue: { keyword?: string; message?: string; params?: Record<string, unknown> },
  locale: Locale,
): string {
  const english = issue.message ?? 'Not valid.';
  if (locale === 'en') return english;
  const known = messageInIndonesian(english);
  if (known) return known;
  if (issue.keyword && zodIndonesian) {
    try {
      const answer = zodIndonesian({ code: issue.keyword, ...issue.params } as never);
      const text = typeof answer === 'string' ? answer : answer?.message;
      if (text) return text;
    } catch {
      // An issue zod's locale does not know keeps its English message.
    }
  }
  return english;
}

/** A problem document in a language: Indonesian title, detail and field messages for `id`. */
export function localizeProblem<
  P extends {
    status: number;
    code: string;
    title: string;
    detail?: string;
    errors?: Record<string, string>;
  },
>(body: P, locale: Locale): P {
  if (locale === 'en') return body;
  const code = body.code as ProblemCode;
  const detail =
    body.detail === undefined
      ? undefined
      : (messageInIndonesian(body.detail) ?? PROBLEM_DETAILS_ID[code] ?? body.detail);
  const errors = body.errors
    ? Object.fromEntries(
        Object.entries(body.errors).map(([field, message]) => [
          field,
          messageInIndonesian(message) ?? message,
        ]),
      )
    : undefined;
  return {
    ...body,
    title: TITLES_ID[body.status] ?? 'Kesalahan',
    ...(detail !== undefined ? { detail } : {}),
    ...(errors ? { errors } : {}),
  };
}
