/** content/pages/plans.mdx: the Plans page's section copy (its cards are content/plans/**). */
import { z } from '../../../forms/validation/zod';
import { headingIntro, headingIntroHint, linkSchema, pageHeaderCopy, text } from '../shared';

export const plansBlocksSchema = z
  .object({
    header: pageHeaderCopy,
    /** Near the top: the catalogue of real offers and the total-cost comparison. */
    compareOffers: z
      .object({ heading: text, text, links: z.array(linkSchema).min(2).max(3) })
      .strict(),
    overview: z.object({ ...headingIntro, exploreLabel: text }).strict(),
    mobile: z.object({ ...headingIntroHint, tabsLabel: text, checklistHeading: text }).strict(),
    internet: z.object({ ...headingIntro, prosHeading: text, consHeading: text }).strict(),
    tv: z.object({ ...headingIntro, featuresHeading: text }).strict(),
    family: z.object({ ...headingIntro, detailsHeading: text }).strict(),
    factors: z.object({ ...headingIntro, visualizationLabel: text }).strict(),
    guidesCta: z.object({ heading: text, text, link: linkSchema }).strict(),
    advice: z
      .object({
        heading: text,
        intro: text,
        nameLabel: text,
        emailLabel: text,
        messageLabel: text,
        consentLabel: text,
        termsLabel: text,
        submitLabel: text,
        sendingLabel: text,
        successText: text,
      })
      .strict(),
  })
  .strict();

export type PlansBlocks = z.infer<typeof plansBlocksSchema>;
