// Stat fallbacks, boost levels, creation dates and ages of the server dashboard.
import { describe, expect, it } from 'vitest';
import { ageInDays, boostLevel, createdAt, serverStats } from '#web/features/dashboard/logic/server-stats';

describe('serverStats', () => {
  it('falls back to channels 5, roles 3 and boosts 0, and an unknown member count', () => {
    expect(serverStats({ id: '1', name: 'S' })).toEqual({
      members: null,
      channels: 5,
      roles: 3,
      boosts: 0,
      boostLevel: 0,
    });
  });

  it('uses the values the bot API sends, zeros included', () => {
    expect(serverStats({ id: '1', name: 'S', memberCount: 0, channel: 0, roles: 0, boosts: 7 })).toEqual({
      members: 0,
      channels: 0,
      roles: 0,
      boosts: 7,
      boostLevel: 2,
    });
  });
});

describe('boostLevel', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [6, 1],
    [7, 2],
    [13, 2],
    [14, 3],
    [99, 3],
    [-1, 0],
  ])('%i boosts reach level %i', (boosts, level) => {
    expect(boostLevel(boosts)).toBe(level);
  });
});

describe('createdAt', () => {
  it('reads epoch milliseconds, epoch seconds, numeric strings and ISO dates', () => {
    expect(createdAt(1_700_000_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(createdAt(1_700_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(createdAt('1700000000000')?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(createdAt('2021-05-01T00:00:00.000Z')?.toISOString()).toBe('2021-05-01T00:00:00.000Z');
  });

  it('is null for missing, unreadable or pre-1970 values', () => {
    expect(createdAt(undefined)).toBeNull();
    expect(createdAt('')).toBeNull();
    expect(createdAt('yesterday-ish')).toBeNull();
    expect(createdAt(-36_288_000_000)).toBeNull();
    expect(createdAt(0)).toBeNull();
  });
});

describe('ageInDays', () => {
  it('counts whole days and never goes below 0', () => {
    const created = new Date('2024-01-01T00:00:00Z');
    expect(ageInDays(created, Date.parse('2024-01-01T23:59:59Z'))).toBe(0);
    expect(ageInDays(created, Date.parse('2024-01-31T12:00:00Z'))).toBe(30);
    expect(ageInDays(created, Date.parse('2023-12-01T00:00:00Z'))).toBe(0);
  });
});
