/* parlour-notation.c — square names and long algebraic moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "parlour-notation.h"
#include "parlour-position-private.h"

#include <string.h>

G_DEFINE_QUARK (parlour-move-error-quark, parlour_move_error)

void
parlour_square_name (const ParlourVariant *variant,
                     guint                 sq,
                     char                 *buf)
{
  guint file = sq % variant->width, rank = sq / variant->width;
  g_snprintf (buf, 4, "%c%u", 'a' + file, rank + 1);
}

int
parlour_square_from_name (const ParlourVariant *variant,
                          const char           *name)
{
  guint file, rank = 0;
  const char *p = name;

  if (name == NULL || !g_ascii_islower (*p))
    return -1;
  file = *p++ - 'a';
  if (!g_ascii_isdigit (*p) || *p == '0')
    return -1;
  while (g_ascii_isdigit (*p))
    {
      rank = rank * 10 + (*p++ - '0');
      if (rank > PARLOUR_MAX_FILES)
        return -1;
    }
  if (*p != '\0' || file >= variant->width || rank < 1 || rank > variant->height)
    return -1;
  return parlour_square (variant->width, file, rank - 1);
}

char *
parlour_move_to_long (const ParlourPosition *pos,
                      ParlourMove            move)
{
  const ParlourVariant *v = pos->variant;
  char from[4], to[4];

  switch (PARLOUR_MOVE_FLAG (move))
    {
    case PARLOUR_MOVE_PASS:
      return g_strdup ("pass");
    case PARLOUR_MOVE_DROP:
      parlour_square_name (v, PARLOUR_MOVE_TO (move), to);
      return g_strdup_printf ("%c@%s", parlour_variant_kind_letter (v, PARLOUR_MOVE_DROP_KIND (move)), to);
    default:
      break;
    }
  parlour_square_name (v, PARLOUR_MOVE_FROM (move), from);
  parlour_square_name (v, PARLOUR_MOVE_TO (move), to);
  if (PARLOUR_MOVE_PROMO (move))
    return g_strdup_printf ("%s%s%c", from, to,
                            g_ascii_tolower (parlour_variant_kind_letter (v, PARLOUR_MOVE_PROMO (move))));
  return g_strdup_printf ("%s%s", from, to);
}

ParlourMove
parlour_move_from_long (ParlourPosition *pos,
                        const char      *text,
                        GError         **error)
{
  ParlourMoveList list;
  g_autofree char *clean = NULL;

  g_return_val_if_fail (pos != NULL, PARLOUR_MOVE_NONE);
  g_return_val_if_fail (text != NULL, PARLOUR_MOVE_NONE);

  clean = g_strstrip (g_strdup (text));
  if (*clean == '\0' || strlen (clean) > 12)
    {
      g_set_error (error, PARLOUR_MOVE_ERROR, PARLOUR_MOVE_ERROR_SYNTAX,
                   "“%s” is not a move in long algebraic notation", text);
      return PARLOUR_MOVE_NONE;
    }
  parlour_position_legal_moves (pos, &list);
  for (guint i = 0; i < list.n; i++)
    {
      g_autofree char *s = parlour_move_to_long (pos, list.moves[i]);
      /* squares are lower case; a promotion letter may be either case */
      if (g_str_equal (s, clean) ||
          (PARLOUR_MOVE_PROMO (list.moves[i]) && strlen (s) == strlen (clean) &&
           strncmp (s, clean, strlen (s) - 1) == 0 &&
           g_ascii_tolower (clean[strlen (clean) - 1]) == s[strlen (s) - 1]))
        return list.moves[i];
    }
  /* Tell a syntax error from an illegal move. */
  {
    gboolean looks_ok = g_str_equal (clean, "pass") || strchr (clean, '@') != NULL;
    if (!looks_ok)
      {
        char a[4] = { 0 }, b[4] = { 0 };
        guint j = 0;
        const char *p = clean;
        a[j++] = *p++;
        while (g_ascii_isdigit (*p) && j < 3)
          a[j++] = *p++;
        j = 0;
        b[j++] = *p ? *p++ : '\0';
        while (g_ascii_isdigit (*p) && j < 3)
          b[j++] = *p++;
        looks_ok = parlour_square_from_name (pos->variant, a) >= 0 &&
                   parlour_square_from_name (pos->variant, b) >= 0 &&
                   (*p == '\0' || (g_ascii_isalpha (*p) && p[1] == '\0'));
      }
    g_set_error (error, PARLOUR_MOVE_ERROR,
                 looks_ok ? PARLOUR_MOVE_ERROR_ILLEGAL : PARLOUR_MOVE_ERROR_SYNTAX,
                 looks_ok ? "“%s” is not a legal move here"
                          : "“%s” is not a move in long algebraic notation",
                 text);
  }
  return PARLOUR_MOVE_NONE;
}

/* The length of the UTF-8 character at @p, or 0 if @p does not start one. */
static guint
utf8_char_length (const char *p)
{
  gunichar c = g_utf8_get_char_validated (p, -1);

  if (c == (gunichar) -1 || c == (gunichar) -2)
    return 0;
  return g_utf8_next_char (p) - p;
}

char *
parlour_describe_char (const char *text,
                       gsize       at)
{
  const char *p = text + at;
  guint len;

  g_return_val_if_fail (text != NULL, NULL);

  switch (*p)
    {
    case '\0': return g_strdup ("the end of the text");
    case '\n': return g_strdup ("a line break");
    case '\r': return g_strdup ("a carriage return");
    case '\t': return g_strdup ("a tab");
    default: break;
    }
  if ((guchar) *p < 0x20 || *p == 0x7f)
    return g_strdup_printf ("the control character 0x%02X", (guchar) *p);
  len = utf8_char_length (p);
  if (len == 0)
    return g_strdup_printf ("byte 0x%02X, not UTF-8", (guchar) *p);
  return g_strdup_printf ("“%.*s”", (int) len, p);
}

guint
parlour_char_position (const char *text,
                       gsize       at)
{
  guint n = 1;

  g_return_val_if_fail (text != NULL, 0);

  for (gsize i = 0; i < at && text[i] != '\0'; n++)
    {
      guint len = utf8_char_length (text + i);
      i += len > 0 ? len : 1;
    }
  return n;
}

const char *
parlour_dash_hint (gunichar c)
{
  /* U+2010 hyphen to U+2015 horizontal bar (en and em dashes among them), minus sign */
  if ((c >= 0x2010 && c <= 0x2015) || c == 0x2212)
    return " (moves are written with a hyphen, “-”: O-O, O-O-O)";
  return "";
}
