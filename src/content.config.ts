import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Rule pages, one folder per language: src/content/docs/<lang>/<slug>.mdx. */
const docs = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './src/content/docs' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    /** Position in lists of pages, lowest first. */
    order: z.number(),
  }),
});

export const collections = { docs };
