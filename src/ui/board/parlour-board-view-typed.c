/* parlour-board-view-typed.c — moves typed on the focused board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With the board focused a player may type a move instead of clicking it
 * (docs/typed-moves.md): "Nf3", "e2e4", "N@f3", "pass", or in a game of
 * chance the square of the piece to pick. A strip across the board shows
 * the text and what it names, rings mark the squares it names; Enter plays it through the same signal as a
 * click (::move-requested, or ::piece-activated when picking), Escape
 * clears it, Backspace takes back a character. The text is read against the
 * moves the board takes now (parlour_move_match()), so a move the other side
 * made meanwhile changes what it names. Behind a curtain (SimulChess) nothing
 * typed shows or is kept: the curtain's coming clears it, as it drops a piece
 * selected with the mouse.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "parlour-board-view-private.h"
#include "parlour-move-match.h"
#include "parlour-move-words.h"
#include "parlour-notation.h"
#include "parlour-san.h"

/* texts longer than this name no move; typing stops there */
#define TYPED_MAX 24
/* an ambiguous or partial text lists this many of its moves */
#define HINT_MOVES 4

static gboolean
typing_possible (ParlourBoardView *self)
{
  const char *reason;

  return self->typed_moves && self->has_position && self->curtain == NULL &&
         (self->input == PARLOUR_BOARD_INPUT_MOVES || self->input == PARLOUR_BOARD_INPUT_PIECES) &&
         parlour_board_view_input_allowed (self, &reason);
}

/* the shown position, with the side whose moves the board takes to move */
static void
mover_position (ParlourBoardView *self,
                ParlourPosition  *pos)
{
  *pos = self->shown;
  pos->side = parlour_board_view_mover (self);
}

static void
match_typed (ParlourBoardView *self,
             ParlourMoveMatch *match)
{
  ParlourPosition pos;
  ParlourMoveList moves;

  mover_position (self, &pos);
  if (self->legal_valid)
    moves = self->legal;
  else
    parlour_position_legal_moves (&pos, &moves);
  /* a pass is typed where players may pass (Bungalow, docs/typed-moves.md);
   * SimulChess lists one for the countdown, which passes for a player */
  if (!(pos.variant->flags & PARLOUR_VARIANT_PASSING))
    {
      guint kept = 0;

      for (guint i = 0; i < moves.n; i++)
        if (PARLOUR_MOVE_FLAG (moves.moves[i]) != PARLOUR_MOVE_PASS)
          moves.moves[kept++] = moves.moves[i];
      moves.n = kept;
    }
  parlour_move_match (&pos, &moves, self->input == PARLOUR_BOARD_INPUT_PIECES,
                      self->typed != NULL ? self->typed->str : "", match);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* the candidates' SAN (or, picking, their squares), in order, the first few */
static void
append_san_list (GString                *s,
                 ParlourPosition        *pos,
                 gboolean                picks,
                 const ParlourMoveMatch *match)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < match->candidates.n; i++)
    {
      ParlourMove m = match->candidates.moves[i];
      char square[8];

      /* picking names pieces by their squares, moving names moves */
      if (picks)
        {
          parlour_square_name (pos->variant, PARLOUR_MOVE_FROM (m), square);
          g_ptr_array_add (names, g_strdup (square));
        }
      else
        g_ptr_array_add (names, parlour_san_from_move (pos, m));
    }
  g_ptr_array_sort (names, compare_strings);
  for (guint i = 0; i < names->len && i < HINT_MOVES; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", (const char *) names->pdata[i]);
  if (names->len > HINT_MOVES)
    g_string_append (s, ", …");
}

/**
 * parlour_board_view_dup_typed_hint:
 *
 * Returns: (nullable): the text typed and what it names, as the board shows
 *   it ("Nf3 — Knight g1 to f3"), NULL while nothing is typed
 */
char *
parlour_board_view_dup_typed_hint (ParlourBoardView *self)
{
  g_autoptr(GString) list = g_string_new (NULL);
  ParlourMoveMatch match;
  ParlourPosition pos;
  const char *typed;

  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), NULL);

  if (self->typed == NULL || self->typed->len == 0 || !self->has_position)
    return NULL;
  typed = self->typed->str;
  match_typed (self, &match);
  mover_position (self, &pos);

  switch (match.kind)
    {
    case PARLOUR_MOVE_MATCH_EXACT:
      if (self->input == PARLOUR_BOARD_INPUT_PIECES)
        {
          char square[8];
          ParlourPiece piece = pos.board[match.square];

          parlour_square_name (pos.variant, (guint) match.square, square);
          /* Translators: a typed pick in a game of chance, e.g. "g1 — pick the Knight on g1" */
          return g_strdup_printf (_("%s — pick the %s on %s"), typed,
                                  _(pos.variant->kinds[PARLOUR_PIECE_KIND (piece)].name), square);
        }
      {
        g_autofree char *words = parlour_move_words (&pos, match.candidates.moves[0], NULL,
                                                     PARLOUR_MOVE_WORDS_FROM);

        /* Translators: a typed move and what it names, e.g. "Nf3 — Knight g1 to f3" */
        return g_strdup_printf (_("%s — %s"), typed, words);
      }
    case PARLOUR_MOVE_MATCH_AMBIGUOUS:
      append_san_list (list, &pos, self->input == PARLOUR_BOARD_INPUT_PIECES, &match);
      /* Translators: a typed move that names several, e.g. "Nd2 — ambiguous: Nbd2, Nfd2" */
      return g_strdup_printf (_("%s — ambiguous: %s"), typed, list->str);
    case PARLOUR_MOVE_MATCH_PARTIAL:
      append_san_list (list, &pos, self->input == PARLOUR_BOARD_INPUT_PIECES, &match);
      /* Translators: the beginning of a typed move and the moves it may become,
       * e.g. "N — Na3, Nc3, Nf3, Nh3" */
      return g_strdup_printf (_("%s — %s"), typed, list->str);
    case PARLOUR_MOVE_MATCH_NONE:
    case PARLOUR_MOVE_MATCH_EMPTY:
    default:
      return g_strdup_printf (self->input == PARLOUR_BOARD_INPUT_PIECES
                              /* Translators: a typed square with no piece to pick */
                              ? _("%s — no piece to pick")
                              /* Translators: a typed text that names no move */
                              : _("%s — no legal move"), typed);
    }
}

const char *
parlour_board_view_get_typed_text (ParlourBoardView *self)
{
  g_return_val_if_fail (PARLOUR_IS_BOARD_VIEW (self), NULL);

  return self->typed != NULL ? self->typed->str : "";
}

static void
typed_changed (ParlourBoardView *self)
{
  parlour_board_view_describe_focus (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
parlour_board_view_clear_typed (ParlourBoardView *self)
{
  if (self->typed == NULL || self->typed->len == 0)
    return;
  g_string_truncate (self->typed, 0);
  typed_changed (self);
}

/* Enter: plays what the text names, as a click would */
static void
play_typed (ParlourBoardView *self)
{
  ParlourMoveMatch match;
  ParlourMove move;

  match_typed (self, &match);
  move = parlour_move_match_get_move (&match);
  if (move == PARLOUR_MOVE_NONE)
    {
      g_autofree char *hint = parlour_board_view_dup_typed_hint (self);

      parlour_board_view_refuse (self, hint);
      return;
    }
  g_string_truncate (self->typed, 0);
  typed_changed (self);
  if (self->input == PARLOUR_BOARD_INPUT_PIECES)
    parlour_board_view_emit_piece_activated (self, PARLOUR_MOVE_FROM (move));
  else
    {
      parlour_board_view_select (self, PARLOUR_NO_SQUARE);
      parlour_board_view_request_move (self, move);
    }
}

/* the characters of a move: letters, digits and "@=-+#:" */
static gboolean
is_move_char (gunichar c)
{
  return c < 0x80 && (g_ascii_isalnum ((char) c) || strchr ("@=-+#:", (char) c) != NULL);
}

/**
 * parlour_board_view_typed_key:
 *
 * A key pressed on the focused board, given first to the typed move.
 *
 * Returns: %TRUE if the typed move took it
 */
gboolean
parlour_board_view_typed_key (ParlourBoardView *self,
                              guint             keyval,
                              GdkModifierType   state)
{
  gboolean typing = self->typed != NULL && self->typed->len > 0;
  gunichar c;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Escape:
      if (!typing)
        return FALSE;
      parlour_board_view_clear_typed (self);
      return TRUE;
    case GDK_KEY_BackSpace:
      if (!typing)
        return FALSE;
      g_string_truncate (self->typed, self->typed->len - 1);
      typed_changed (self);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_ISO_Enter:
      if (!typing)
        return FALSE;
      if (typing_possible (self))
        play_typed (self);
      else
        parlour_board_view_clear_typed (self);
      return TRUE;
    default:
      break;
    }

  c = gdk_keyval_to_unicode (keyval);
  if (c == 0 || !is_move_char (c) || !typing_possible (self))
    return FALSE;
  if (self->typed == NULL)
    self->typed = g_string_new (NULL);
  if (self->typed->len < TYPED_MAX)
    g_string_append_c (self->typed, (char) c);
  typed_changed (self);
  return TRUE;
}

/* Rings on the squares the text names: where the candidates go (the pieces
 * to pick when picking), and where the one move named comes from. */
static void
snapshot_targets (ParlourBoardView *self,
                  GtkSnapshot      *snapshot)
{
  gboolean picks = self->input == PARLOUR_BOARD_INPUT_PIECES;
  ParlourMoveMatch match;
  float width = MAX (2.0f, self->square * 0.06f);
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { self->colors.focus, self->colors.focus,
                              self->colors.focus, self->colors.focus };

  match_typed (self, &match);
  for (guint i = 0; i < match.candidates.n; i++)
    {
      ParlourMove m = match.candidates.moves[i];
      guint squares[2] = { picks ? PARLOUR_MOVE_FROM (m) : PARLOUR_MOVE_TO (m), PARLOUR_NO_SQUARE };

      if (PARLOUR_MOVE_FLAG (m) == PARLOUR_MOVE_PASS)
        continue;
      if (!picks && match.kind == PARLOUR_MOVE_MATCH_EXACT &&
          PARLOUR_MOVE_FLAG (m) != PARLOUR_MOVE_DROP)
        squares[1] = PARLOUR_MOVE_FROM (m);
      for (guint k = 0; k < 2 && squares[k] != PARLOUR_NO_SQUARE; k++)
        {
          GskRoundedRect round;

          parlour_board_view_square_rounded_rect (self, squares[k], &round);
          gtk_snapshot_append_border (snapshot, &round, widths, colors);
        }
    }
}

/* A strip across the middle of the board, where the eye is: the text and
 * what it names. */
void
parlour_board_view_snapshot_typed (ParlourBoardView *self,
                                   GtkSnapshot      *snapshot)
{
  static const GdkRGBA ink = { 1.0f, 1.0f, 1.0f, 1.0f };
  static const GdkRGBA strip_light = { 0.12f, 0.12f, 0.14f, 0.86f };
  static const GdkRGBA strip_dark = { 0.02f, 0.02f, 0.03f, 0.90f };
  g_autofree char *hint = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  graphene_rect_t board, strip;
  GskRoundedRect round;
  int width, height;
  float pad;

  if (self->curtain != NULL || self->square <= 0)
    return;
  hint = parlour_board_view_dup_typed_hint (self);
  if (hint == NULL)
    return;
  snapshot_targets (self, snapshot);
  parlour_board_view_board_rect (self, &board);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), hint);
  /* big enough to read at a glance from the board, small beside big squares */
  {
    PangoAttrList *attrs = pango_attr_list_new ();

    pango_attr_list_insert (attrs, pango_attr_size_new_absolute (
      (int) (CLAMP (self->square * 0.3, 13.0, 22.0) * PANGO_SCALE)));
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
    pango_layout_set_attributes (layout, attrs);
    pango_attr_list_unref (attrs);
  }
  pango_layout_set_width (layout, (int) (board.size.width * 0.9f) * PANGO_SCALE);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_size (layout, &width, &height);
  pad = MAX (6.0f, self->square * 0.12f);
  graphene_rect_init (&strip,
                      board.origin.x + (board.size.width - width) / 2 - pad,
                      board.origin.y + (board.size.height - height - pad) / 2,
                      width + 2 * pad, height + pad);
  gsk_rounded_rect_init_from_rect (&round, &strip, pad);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, self->dark_style ? &strip_dark : &strip_light, &strip);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (strip.origin.x + pad,
                                                          strip.origin.y + pad / 2));
  gtk_snapshot_append_layout (snapshot, layout, &ink);
  gtk_snapshot_restore (snapshot);
}
