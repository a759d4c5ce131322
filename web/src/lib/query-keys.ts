// The cache keys of every upstream read, in one place so each write invalidates exactly what it changes.

/** Keys of the reads about one server share the prefix `['server', id]`. */
export const queryKeys = {
  adminServers: () => ['auth', 'servers'] as const,
  botUser: (userId: string) => ['user', userId] as const,
  server: (serverId: string) => ['server', serverId] as const,
  serverDetail: (serverId: string) => ['server', serverId, 'detail'] as const,
  channels: (serverId: string) => ['server', serverId, 'channels'] as const,
  dashboardGuild: (serverId: string) => ['server', serverId, 'guild'] as const,
  resources: (serverId: string) => ['server', serverId, 'resources'] as const,
  autoresponders: (serverId: string) => ['server', serverId, 'autoresponders'] as const,
  welcomeConfig: (serverId: string) => ['server', serverId, 'welcome'] as const,
  configurableRoles: (serverId: string) => ['server', serverId, 'configurable-roles'] as const,
  history: (serverId: string) => ['server', serverId, 'history'] as const,
} as const;
