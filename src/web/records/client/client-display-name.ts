/** 'Mr. Ravi Kumar'. */
export function clientDisplayName(client: { title: string; name: string }): string {
  return `${client.title} ${client.name}`.trim();
}
