import { formatFileSize, type Backup } from '@luna/contracts';

/** The readable copy of a backup: one section per conversation, each message with its time. */
export function backupToMarkdown(backup: Backup, productName: string): string {
  const lines = [
    `# ${productName} conversations`,
    '',
    `Exported ${backup.exportedAt}. ${backup.conversations.length} conversation(s). To restore them, use the JSON backup.`,
  ];
  for (const c of backup.conversations) {
    lines.push('', `## ${oneLine(c.title)}`, '', `_Started ${c.createdAt}_`);
    for (const m of c.messages) {
      const who = m.sender === 'user' ? 'You' : productName;
      lines.push('', `**${who}** (${m.createdAt}):`, '', quote(m.content));
      // The file itself was never kept; its name, type and size were.
      if (m.attachment)
        lines.push('', `_Attached: ${oneLine(m.attachment.filename)} (${m.attachment.mimetype}, ${formatFileSize(m.attachment.size)})_`);
    }
  }
  if (backup.moodCheckIns?.length) {
    lines.push('', '## Mood check-ins', '');
    for (const m of backup.moodCheckIns) lines.push(`- ${m.createdAt}: ${m.score} of 5${m.word ? `, "${oneLine(m.word)}"` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Messages are quoted, so text that looks like Markdown headings stays inside its message. */
const quote = (s: string) =>
  s
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
