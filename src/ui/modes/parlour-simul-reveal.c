/* parlour-simul-reveal.c — a SimulChess turn as the board's reveal animation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board cannot tell from two positions that two pieces met: the turn's
 * events (parlour-simul.h, in the order docs/simulchess.md gives) say it. Each
 * event becomes the motion of a piece (parlour-board-view.h): a piece that
 * landed slides, one that was taken fades, two that collided (rules 1 to 3 of
 * docs/rules/simulchess.md) crash where they meet, and two pawns whose advance
 * was cancelled (rule 4) bounce back. All of them move at once.
 */
#include "config.h"

#include "parlour-simul-ui.h"

static void
add_motion (GArray                 *motions,
            ParlourBoardMotionKind  kind,
            ParlourPiece            piece,
            ParlourSquare           from,
            ParlourSquare           to,
            double                  reach)
{
  ParlourBoardMotion motion = { kind, piece, from, to, (float) reach };

  g_array_append_val (motions, motion);
}

/* Squares apart along a line (rank, file or diagonal): the larger of the two
 * distances, as a king would count. */
static double
line_distance (double file_a,
               double rank_a,
               double file_b,
               double rank_b)
{
  return MAX (ABS (file_a - file_b), ABS (rank_a - rank_b));
}

/* How far along its own move a piece from @from to @to goes before it meets
 * the other one, which started on @other_from: they meet halfway between
 * their starts, but neither goes beyond its own destination. */
static double
meeting_reach (const ParlourVariant *variant,
               ParlourSquare         from,
               ParlourSquare         to,
               ParlourSquare         other_from)
{
  guint w = variant->width;
  double mid_file = ((from % w) + (other_from % w)) / 2.0;
  double mid_rank = ((from / w) + (other_from / w)) / 2.0;
  double whole = line_distance (from % w, from / w, to % w, to / w);
  double part = line_distance (from % w, from / w, mid_file, mid_rank);

  return whole > 0 ? MIN (1.0, part / whole) : 1.0;
}

/* The two pieces of a collision event, each with its own reach. */
static void
add_pair (GArray                  *motions,
          ParlourBoardMotionKind   kind,
          const ParlourSimulEvent *e,
          double                   white_reach,
          double                   black_reach)
{
  add_motion (motions, kind, e->piece, e->from, e->to, white_reach);
  add_motion (motions, kind, e->other, e->other_from, e->other_to, black_reach);
}

gboolean
parlour_simul_ui_reveal (const ParlourVariant *variant,
                         GArray               *events,
                         GArray               *motions)
{
  g_return_val_if_fail (variant != NULL && events != NULL && motions != NULL, FALSE);

  for (guint i = 0; i < events->len; i++)
    {
      const ParlourSimulEvent *e = &g_array_index (events, ParlourSimulEvent, i);

      switch (e->kind)
        {
        case PARLOUR_SIMUL_EVENT_MOVED:
          add_motion (motions, PARLOUR_BOARD_MOTION_SLIDE, e->piece, e->from, e->to, 1);
          break;
        case PARLOUR_SIMUL_EVENT_CAPTURED:
          add_motion (motions, PARLOUR_BOARD_MOTION_VANISH, e->other, e->square, e->square, 0);
          break;
        case PARLOUR_SIMUL_EVENT_SAME_SQUARE:
          /* both arrive, and crash there */
          add_pair (motions, PARLOUR_BOARD_MOTION_CRASH, e, 1, 1);
          break;
        case PARLOUR_SIMUL_EVENT_SWAPPED:
        case PARLOUR_SIMUL_EVENT_HEAD_ON:
          add_pair (motions, PARLOUR_BOARD_MOTION_CRASH, e,
                    meeting_reach (variant, e->from, e->to, e->other_from),
                    meeting_reach (variant, e->other_from, e->other_to, e->from));
          break;
        case PARLOUR_SIMUL_EVENT_CANCELLED:
          /* they touch short of the square, and spring back */
          add_pair (motions, PARLOUR_BOARD_MOTION_BOUNCE, e, 0.5, 0.5);
          break;
        case PARLOUR_SIMUL_EVENT_PASSED:
        case PARLOUR_SIMUL_EVENT_PROMOTED:
        case PARLOUR_SIMUL_EVENT_FAILED:
        default:
          /* a promotion shows when the pawn lands; a failed king is told in words */
          break;
        }
    }
  return motions->len > 0;
}
