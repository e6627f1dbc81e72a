import { z } from 'zod';
import { RoleSchema } from './auth';
import {
  IdFromTextSchema,
  IdParamSchema,
  IdSchema,
  LineTextSchema,
  MultilineTextSchema,
  PageQuerySchema,
  ROLE,
  ROLE_NAMES,
  paginatedSchema,
  type RoleId,
} from './common';

/**
 * Back-office sections and the staff roles that may open each: the one table that decides what
 * `GET /api/admin/me` offers. Order is the navigation order. Later modules add their section here.
 */
export const ADMIN_SECTIONS = {
  users: [ROLE.Admin],
  catalog: [ROLE.Admin, ROLE.Pharmacist],
  imports: [ROLE.Admin, ROLE.Pharmacist],
  orders: [ROLE.Admin, ROLE.Pharmacist],
  coupons: [ROLE.Admin],
  /** The pharmacist's desk: prescription queue and medicine requests. */
  prescriptions: [ROLE.Admin, ROLE.Pharmacist],
  medicine_requests: [ROLE.Admin, ROLE.Pharmacist],
  /** Provider applications (doctor, nurse, ambulance): approve, reject, suspend, reinstate. */
  providers: [ROLE.Admin],
  /** Bookings of every kind (doctor, consultation, nurse, ambulance): history, cancel, refunds. */
  bookings: [ROLE.Admin],
  /** Ambulance owners' unpaid service charges, per owner with each booking. */
  service_charges: [ROLE.Admin],
  /** Referral earnings of India appointments: record the payouts. */
  referral_earnings: [ROLE.Admin],
  settings: [ROLE.Admin],
  /** Background jobs: queued, running, failed; retry a failed one. */
  jobs: [ROLE.Admin],
  /** The call log: who called whom about which booking, rang, answered, ended, how long. */
  calls: [ROLE.Admin],
} as const satisfies Record<string, readonly RoleId[]>;
export type AdminSection = keyof typeof ADMIN_SECTIONS;
export const AdminSectionSchema = z.enum(Object.keys(ADMIN_SECTIONS) as [AdminSection, ...AdminSection[]]);

/** Staff members as the back office sees itself. */
export const AdminMeResponseSchema = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
    roles: z.array(RoleSchema),
  }),
  sections: z.array(AdminSectionSchema),
});
export type AdminMeResponse = z.infer<typeof AdminMeResponseSchema>;

/**
 * Account status filter; the three are disjoint: blocked wins, then unverified (e-mail not
 * verified), otherwise active.
 */
export const ADMIN_USER_STATUSES = ['active', 'blocked', 'unverified'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const isRoleId = (value: number) => Object.prototype.hasOwnProperty.call(ROLE_NAMES, value);

/** `GET /api/admin/users?search=&role=&status=&page=` */
export const AdminUsersQuerySchema = PageQuerySchema.extend({
  search: z.preprocess(blankAsMissing, LineTextSchema.trim().max(100).optional()),
  role: z.preprocess(blankAsMissing, IdFromTextSchema.refine(isRoleId, 'validation.in').optional()),
  status: z.preprocess(blankAsMissing, z.enum(ADMIN_USER_STATUSES).optional()),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

/** One row of the users list. Dates are ISO 8601 (UTC). */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(RoleSchema),
  email_verified: z.boolean(),
  blocked: z.boolean(),
  blocked_at: z.string().nullable(),
  block_reason: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUsersResponseSchema = paginatedSchema(AdminUserSchema);
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

/** An audit-log entry: who did what to which record. `actor` is null for system actions. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogQuerySchema = PageQuerySchema;
export const AuditLogResponseSchema = paginatedSchema(AuditEntrySchema);
export type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;

/** Audit actions written by the Users section. */
export const USER_AUDIT_ACTIONS = ['user_blocked', 'user_unblocked', 'role_granted', 'role_removed'] as const;

/** `GET /api/admin/users/:id`: the row plus referral, sessions and the latest audit entries about the user. */
export const AdminUserDetailSchema = AdminUserSchema.extend({
  avatar: z.string().nullable(),
  referral_code: z.string(),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  last_seen_at: z.string().nullable(),
  /** Personal access tokens the user holds (signed-in devices). */
  active_sessions: z.number().int(),
  audit_entries: z.array(AuditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminUserParamsSchema = IdParamSchema;
export const AdminUserRoleParamsSchema = IdParamSchema.extend({ roleId: IdFromTextSchema });

/** `POST /api/admin/users/:id/block` */
export const BlockUserBodySchema = z.object({ reason: MultilineTextSchema.trim().min(1).max(500) });
export type BlockUserBody = z.infer<typeof BlockUserBodySchema>;

/** `POST /api/admin/users/:id/roles`: only staff roles (Admin 1, Pharmacist 5) are granted here. */
export const GrantRoleBodySchema = z.object({ role_id: IdSchema });
export type GrantRoleBody = z.infer<typeof GrantRoleBodySchema>;

/** Answer of every write on a user. */
export const AdminUserActionResponseSchema = z.object({ message: z.string(), user: AdminUserDetailSchema });
export type AdminUserActionResponse = z.infer<typeof AdminUserActionResponseSchema>;
