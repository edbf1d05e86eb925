/* parlour-application.h — the application: windows, app.* actions, accelerators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PARLOUR_TYPE_APPLICATION (parlour_application_get_type ())
G_DECLARE_FINAL_TYPE (ParlourApplication, parlour_application, PARLOUR, APPLICATION, AdwApplication)

/* @flags: G_APPLICATION_DEFAULT_FLAGS; tests pass G_APPLICATION_NON_UNIQUE so that
 * they need no session bus name */
ParlourApplication *parlour_application_new (const char        *application_id,
                                             GApplicationFlags  flags);

G_END_DECLS
