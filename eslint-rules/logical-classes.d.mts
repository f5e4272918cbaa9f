import type { Rule } from 'eslint';

export const ALLOWED_PHYSICAL: Set<string>;
export function splitVariants(token: string): { variants: string[]; utility: string };
export function logicalFormOf(token: string): string | null;
export function findPhysical(classString: string): { token: string; suggestion: string }[];
export const logicalClassesRule: Rule.RuleModule;
declare const plugin: { rules: { 'logical-classes': Rule.RuleModule } };
export default plugin;
