/* parlour-move-match.c — what a typed move names, while it is typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A player types a move on the focused board (docs/typed-moves.md). Each key
 * asks again what the text names: a whole move (one, or several if the text
 * is ambiguous), or the beginning of some moves, or nothing. A whole move is
 * read as parlour_san_filter() reads SAN and long algebraic; a beginning is
 * compared with each move's SAN and long algebraic form without the marks a
 * player may leave out ("x", "+", "#", "=", "-"). A first letter typed in
 * lower case that reads as nothing is tried as a piece letter ("nf3").
 */
#include "parlour-move-match.h"
#include "parlour-notation.h"
#include "parlour-san.h"

#include <string.h>

/* typed texts longer than this name no move */
#define MATCH_MAX_TEXT 24

/* @text without the marks a player may leave out */
static char *
normalize (const char *text)
{
  GString *s = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (strchr ("x:+#=-^!? ", *p) == NULL)
      g_string_append_c (s, *p);
  return g_string_free (s, FALSE);
}

static gboolean
begins (const char *form,
        const char *typed)
{
  g_autofree char *norm = normalize (form);

  return g_str_has_prefix (norm, typed);
}

/* the moves whose SAN or long form begin with @typed (normalized) */
static void
filter_prefix (ParlourPosition       *pos,
               const ParlourMoveList *moves,
               const char            *typed,
               ParlourMoveList       *out)
{
  out->n = 0;
  if (*typed == '\0')
    return;
  for (guint i = 0; i < moves->n; i++)
    {
      g_autofree char *san = parlour_san_from_move (pos, moves->moves[i]);
      g_autofree char *lan = parlour_move_to_long (pos, moves->moves[i]);

      if (begins (san, typed) || begins (lan, typed))
        parlour_move_list_add (out, moves->moves[i]);
    }
}

/* "nf3" → "Nf3" if n is a kind's letter other than a pawn's; NULL if not */
static char *
capitalized (const ParlourVariant *v,
             const char           *text)
{
  guint kind;

  if (!g_ascii_islower (text[0]))
    return NULL;
  kind = parlour_variant_kind_from_letter (v, g_ascii_toupper (text[0]));
  if (kind == 0 || v->kinds[kind].pawn)
    return NULL;
  {
    char *copy = g_strdup (text);
    copy[0] = g_ascii_toupper (copy[0]);
    return copy;
  }
}

static gboolean
parlour_move_list_contains (const ParlourMoveList *list,
                            ParlourMove            move)
{
  for (guint i = 0; i < list->n; i++)
    if (list->moves[i] == move)
      return TRUE;
  return FALSE;
}

static void
match_move (ParlourPosition       *pos,
            const ParlourMoveList *moves,
            const char            *text,
            ParlourMoveMatch      *match)
{
  g_autofree char *upper = capitalized (pos->variant, text);
  const char *tries[] = { text, upper };

  ParlourMoveList found;

  /* "ee3" in Bungalow may be a pawn's move from the e-file or the Elephant's:
   * both readings are offered */
  match->candidates.n = 0;
  for (guint t = 0; t < G_N_ELEMENTS (tries); t++)
    if (tries[t] != NULL && parlour_san_filter (pos, tries[t], moves, &found) &&
        /* "b8a6" is long algebraic, not a Bishop's move from the 8th rank,
         * unless it is nothing else */
        (t == 0 || !g_ascii_isdigit (text[1]) || match->candidates.n == 0))
      for (guint i = 0; i < found.n; i++)
        if (!parlour_move_list_contains (&match->candidates, found.moves[i]))
          parlour_move_list_add (&match->candidates, found.moves[i]);
  if (match->candidates.n > 0)
    {
      match->kind = match->candidates.n == 1 ? PARLOUR_MOVE_MATCH_EXACT
                                             : PARLOUR_MOVE_MATCH_AMBIGUOUS;
      return;
    }
  for (guint t = 0; t < G_N_ELEMENTS (tries); t++)
    if (tries[t] != NULL)
      {
        g_autofree char *norm = normalize (tries[t]);

        filter_prefix (pos, moves, norm, &match->candidates);
        if (match->candidates.n > 0)
          {
            match->kind = PARLOUR_MOVE_MATCH_PARTIAL;
            return;
          }
      }
  match->kind = PARLOUR_MOVE_MATCH_NONE;
}

/* Picking (docs/panic.md): "g1" or "Ng1" names the piece on g1 */
static void
match_pick (ParlourPosition       *pos,
            const ParlourMoveList *moves,
            const char            *text,
            ParlourMoveMatch      *match)
{
  const ParlourVariant *v = pos->variant;
  g_autofree char *typed = normalize (text);
  gboolean seen[PARLOUR_MAX_SQUARES] = { FALSE };

  match->kind = PARLOUR_MOVE_MATCH_NONE;
  for (guint i = 0; i < moves->n; i++)
    {
      ParlourMove m = moves->moves[i];
      guint from = PARLOUR_MOVE_FROM (m);
      ParlourPiece piece = pos->board[from];
      char name[8], lettered[12];
      gboolean exact;

      if (PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_DROP || PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_PASS ||
          seen[from] || piece == PARLOUR_PIECE_EMPTY)
        continue;
      seen[from] = TRUE;
      parlour_square_name (v, from, name);
      g_snprintf (lettered, sizeof lettered, "%c%s",
                  parlour_variant_kind_letter (v, PARLOUR_PIECE_KIND (piece)), name);
      exact = g_str_equal (typed, name) || g_ascii_strcasecmp (typed, lettered) == 0;
      if (exact)
        {
          match->kind = PARLOUR_MOVE_MATCH_EXACT;
          match->square = (int) from;
          match->candidates.n = 0;
          parlour_move_list_add (&match->candidates, m);
          return;
        }
      if (g_str_has_prefix (name, typed) ||
          (g_ascii_isupper (typed[0]) && g_str_has_prefix (lettered, typed)))
        {
          match->kind = PARLOUR_MOVE_MATCH_PARTIAL;
          parlour_move_list_add (&match->candidates, m);
        }
    }
}

void
parlour_move_match (ParlourPosition       *pos,
                    const ParlourMoveList *moves,
                    gboolean               picks,
                    const char            *text,
                    ParlourMoveMatch      *match)
{
  g_autofree char *clean = NULL;
  ParlourMoveList legal;

  g_return_if_fail (pos != NULL && text != NULL && match != NULL);

  match->kind = PARLOUR_MOVE_MATCH_EMPTY;
  match->candidates.n = 0;
  match->square = -1;
  clean = g_strstrip (g_strdup (text));
  if (*clean == '\0')
    return;
  match->kind = PARLOUR_MOVE_MATCH_NONE;
  if (strlen (clean) > MATCH_MAX_TEXT || !g_utf8_validate (clean, -1, NULL))
    return;
  if (moves == NULL)
    {
      parlour_position_legal_moves (pos, &legal);
      moves = &legal;
    }
  if (picks)
    match_pick (pos, moves, clean, match);
  else
    match_move (pos, moves, clean, match);
}

ParlourMove
parlour_move_match_get_move (const ParlourMoveMatch *match)
{
  g_return_val_if_fail (match != NULL, PARLOUR_MOVE_NONE);

  if (match->kind == PARLOUR_MOVE_MATCH_EXACT ||
      (match->kind == PARLOUR_MOVE_MATCH_PARTIAL && match->candidates.n == 1))
    return match->candidates.moves[0];
  return PARLOUR_MOVE_NONE;
}
