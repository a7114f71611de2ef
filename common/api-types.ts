import type { Role } from './roles';
import type { SessionStatus } from './session-status';

/** Shapes the API returns; the web app reads exactly these. */
export interface Session {
  id: string;
  title: string;
  description: string | null;
  status: SessionStatus;
  image_url: string | null;
  tags: string[];
  user_id: string;
  views_count: number;
  created_at: string;
  updated_at: string;
}

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next page, null on the last one. */
  next_cursor: string | null;
}

export interface Me {
  id: string;
  email: string;
  role: Role;
  full_name: string | null;
  avatar_url: string | null;
  created_at: string;
  last_sign_in_at: string | null;
}

export interface PlatformStats {
  usersCount: number;
  downloadsCount: number;
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** What the web app reads from /config.json at boot. */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Set locally only: aws-amplify talks to cognito-local through the edge. */
  userPoolEndpoint?: string;
}
