/* fat-test.c

   The dispatcher: every function gets a variant, NETTLE_FAT_OVERRIDE
   selects what it says (an empty value forces the portable C path),
   and NETTLE_FAT_VERBOSE reports the choices.
*/

#include "testutils.h"

#include <sys/wait.h>
#include <unistd.h>

#include "fat-setup.h"

/* A first pass with empty macros pulls in the headers the table needs
   at file scope. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features)
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT

static const char *stems[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args) #stem,
#define FAT_VARIANT(stem, variant, features)
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT
};

/* Variants per stem, in table order, with the features they need. */
static const struct
{
  const char *stem;
  const char *variant;
  unsigned features;
} variants[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features) { #stem, #variant, features },
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT
};

/* FAT_FOLLOWS pairs: the follower must get its leader's variant. */
static const struct
{
  const char *stem;
  const char *leader;
} follows[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features)
#define FAT_FOLLOWS(stem, leader) { #stem, #leader },
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT
#undef FAT_FOLLOWS
  { NULL, NULL }
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* What the table says should win under these features. */
static const char *
expected_variant (const char *stem, unsigned features)
{
  size_t i;
  for (i = 0; follows[i].stem; i++)
    if (!strcmp (follows[i].stem, stem))
      return expected_variant (follows[i].leader, features);
  for (i = 0; i < COUNT(variants); i++)
    if (!strcmp (variants[i].stem, stem)
	&& (variants[i].features & ~features) == 0)
      return variants[i].variant;
  return NULL;
}

void
test_main (void)
{
  const char *override = getenv ("NETTLE_FAT_OVERRIDE");
  unsigned cpu = _nettle_fat_cpu_features ();
  unsigned active = _nettle_fat_features ();
  size_t i;

  if (test_verbose)
    printf ("cpu features 0x%x, active 0x%x, backends: %s\n",
	    cpu, active, _nettle_fat_backends ());

#if FAT_ENABLED
  if (!override)
    ASSERT (active == cpu);
  else if (!*override)
    ASSERT (active == 0);
  test_ok ("active features follow NETTLE_FAT_OVERRIDE (%s)",
	   override ? override : "unset");
#else
  (void) override;
  (void) cpu;
#endif

  for (i = 0; i < COUNT(stems); i++)
    {
      const char *got = _nettle_fat_variant (stems[i]);
      const char *want = expected_variant (stems[i], active);
      if (!got)
	test_fail ("%s: no variant chosen", stems[i]);
      if (!want || strcmp (got, want))
	test_fail ("%s: chose %s, table says %s", stems[i], got,
		   want ? want : "(none)");
    }
  test_ok ("all %u dispatched functions use the variant the table prefers",
	   (unsigned) COUNT(stems));
  ASSERT (_nettle_fat_variant ("no_such_function") == NULL);

  for (i = 0; follows[i].stem; i++)
    {
      const char *f = _nettle_fat_variant (follows[i].stem);
      const char *l = _nettle_fat_variant (follows[i].leader);
      if (!f || !l || strcmp (f, l))
	test_fail ("%s follows %s but got %s where it got %s",
		   follows[i].stem, follows[i].leader,
		   f ? f : "(none)", l ? l : "(none)");
    }
  test_ok ("every FAT_FOLLOWS function has its leader's variant");

#if FAT_ENABLED
  /* An empty override means the portable C path everywhere. */
  if (override && !*override)
    {
      for (i = 0; i < COUNT(stems); i++)
	ASSERT (!strcmp (_nettle_fat_variant (stems[i]), "c"));
      test_ok ("empty override selects the C variant of every function");
    }

  /* NETTLE_FAT_VERBOSE: a child process reports initialization. */
  {
    int fds[2];
    pid_t pid;
    char buf[4096];
    size_t got = 0;
    ssize_t n;
    int status;
    ASSERT (pipe (fds) == 0);
    pid = fork ();
    ASSERT (pid >= 0);
    if (pid == 0)
      {
	dup2 (fds[1], 2);
	close (fds[0]);
	setenv ("NETTLE_FAT_VERBOSE", "", 1);
	setenv ("NETTLE_FAT_OVERRIDE", "aesni,frobnicate", 1);
	execl ("./fat-backends", "fat-backends", (char *) NULL);
	_exit (127);
      }
    close (fds[1]);
    while ((n = read (fds[0], buf + got, sizeof (buf) - 1 - got)) > 0)
      got += n;
    buf[got] = 0;
    close (fds[0]);
    waitpid (pid, &status, 0);
    ASSERT (WIFEXITED (status) && WEXITSTATUS (status) == 0);
    if (!strstr (buf, "libnettle: fat library initialization."))
      test_fail ("NETTLE_FAT_VERBOSE output lacks the init line: %s", buf);
    if (!strstr (buf, "libnettle: aes128_encrypt: "))
      test_fail ("NETTLE_FAT_VERBOSE output lacks the choices: %s", buf);
    if (!strstr (buf, "unknown keyword `frobnicate'"))
      test_fail ("NETTLE_FAT_VERBOSE does not report an unknown override word: %s", buf);
    test_ok ("NETTLE_FAT_VERBOSE reports initialization, choices and unknown override words");
  }
#endif
}
