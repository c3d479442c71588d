import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { parseMail } from './mail';

/** The message exactly as nodemailer writes it to an SMTP server. */
async function written(mail: { to: string; subject: string; text: string }): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: 'Roboshift <no-reply@roboshift.example>', ...mail });
  return (info.message as Buffer).toString('utf8');
}

describe('the scan reads a mail back as the server wrote it', () => {
  it('a long link in quoted-printable, soft line breaks and =3D included', async () => {
    const link = `http://localhost:3320/us/login/verify?token=${'A1b2-C3d4_'.repeat(6)}`;
    const raw = await written({
      to: 'Scan <scan-1-victim@example.com>',
      subject: 'Vérifiez votre adresse',
      text: `Votre code : 123456. Ou ouvrez ce lien pendant 30 minutes, ça marche aussi :\n${link}\n`,
    });
    const mail = parseMail(raw);
    expect(mail.to).toBe('scan-1-victim@example.com');
    expect(mail.subject).toBe('Vérifiez votre adresse');
    expect(mail.code).toBe('123456');
    expect(mail.links).toEqual([link]);
  });

  it('a text mostly outside ASCII, which nodemailer sends in base64, and a subject in several encoded words', async () => {
    const subject = 'メールアドレスの確認コードをお送りします。ロボシフトへようこそ、ご登録ありがとうございます';
    const raw = await written({ to: 'scan-2@example.com', subject, text: 'あなたのコードは 654321 です。' });
    expect(raw).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(parseMail(raw)).toMatchObject({ subject, code: '654321', links: [] });
  });
});
