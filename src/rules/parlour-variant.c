/* parlour-variant.c — the registry of variants
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-variant.h"
#include "parlour-tables.h"
#include "parlour-zobrist.h"

/* Each variant lives in its own file; this is the one list of them, in the
 * order the new game dialog shows them. */
static ParlourVariant *registry[] = {
  &parlour_variant_chess,
  &parlour_variant_bungalow,
  &parlour_variant_bungalow_2d,
  &parlour_variant_bungalow_forward,
  &parlour_variant_panic,
  &parlour_variant_crazyhouse,
  &parlour_variant_bughouse,
  &parlour_variant_simul,
};

/* Tables are built when a variant is first asked for, not all at once: a
 * program that plays chess never pays for the other variants' tables. */
static void
ensure_tables (ParlourVariant *variant)
{
  static GMutex lock;
  static gsize zobrist_once = 0;

  if (g_once_init_enter (&zobrist_once))
    {
      parlour_zobrist_init ();
      g_once_init_leave (&zobrist_once, 1);
    }
  if (g_atomic_pointer_get (&variant->tables) != NULL)
    return;

  g_mutex_lock (&lock);
  if (variant->tables == NULL)
    {
      g_autoptr(GError) error = NULL;
      ParlourTables *tables = parlour_tables_build (variant, &error);

      if (tables == NULL)
        g_error ("variant %s: %s", variant->id, error->message);
      g_atomic_pointer_set (&variant->tables, tables);
    }
  g_mutex_unlock (&lock);
}

static void
ensure_init (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (registry); i++)
    ensure_tables (registry[i]);
}

/**
 * parlour_variant_lookup:
 * @id: a variant id such as "chess"
 *
 * Returns: (nullable): the variant, or %NULL if there is none of that name
 */
const ParlourVariant *
parlour_variant_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (registry); i++)
    if (g_str_equal (registry[i]->id, id))
      {
        ensure_tables (registry[i]);
        return registry[i];
      }
  return NULL;
}

/**
 * parlour_variant_list:
 * @n_variants: (out): how many
 *
 * Returns: (transfer none): every variant, in display order
 */
const ParlourVariant **
parlour_variant_list (guint *n_variants)
{
  ensure_init ();
  if (n_variants)
    *n_variants = G_N_ELEMENTS (registry);
  return (const ParlourVariant **) registry;
}

const ParlourVariant *
parlour_variant_default (void)
{
  ensure_tables (&parlour_variant_chess);
  return &parlour_variant_chess;
}

const ParlourTables *
parlour_variant_tables (const ParlourVariant *variant)
{
  for (guint i = 0; i < G_N_ELEMENTS (registry); i++)
    if (registry[i] == variant)
      ensure_tables (registry[i]);
  return variant->tables;
}

guint
parlour_variant_kind_from_letter (const ParlourVariant *variant,
                                  char                  letter)
{
  for (guint k = 1; k <= variant->n_kinds; k++)
    if (variant->kinds[k].letter == letter)
      return k;
  return 0;
}

char
parlour_variant_kind_letter (const ParlourVariant *variant,
                             guint                 kind)
{
  g_return_val_if_fail (kind >= 1 && kind <= variant->n_kinds, '?');
  return variant->kinds[kind].letter;
}

guint
parlour_variant_royal_kind (const ParlourVariant *variant)
{
  for (guint k = 1; k <= variant->n_kinds; k++)
    if (variant->kinds[k].royal)
      return k;
  return 0;
}

guint
parlour_variant_pawn_kind (const ParlourVariant *variant)
{
  for (guint k = 1; k <= variant->n_kinds; k++)
    if (variant->kinds[k].pawn)
      return k;
  return 0;
}
