# Extracts seed 000's C program (Jon Burgess's benchmark, posted to the vdr list in 2004) from
# the seed's mail text and applies the patches listed below, each of which must apply exactly:
# a seed text that changed makes the build fail here rather than build something else.
#   cmake -DSEED=.../000_*.txt -DOUT=seed000.c -P extract-seed000.cmake
#
# The patches (bench/README.md, section 6, lists them too):
#  1. includes: <stdint.h> for uintptr_t, <fcntl.h>'s posix_fadvise is already there, and the
#     generated seed_pattern.h (StreamScope's data, below).
#  2. the buffer alignment casts the pointer to (uintptr_t), not (unsigned int): on 64-bit the
#     original truncates the stack address and writes through a wild pointer.
#  3. the buffer holds StreamScope's data pattern (RunDirectory::fillPattern) instead of zeros,
#     so both programs hand the kernel the same bytes.
#  4. display_rate() prints the seconds to 6 decimals, not 2 (0.01 s is 10 % of a tmpfs run).
#  5. before the read phase, each file's pages are dropped (posix_fadvise DONTNEED, after the
#     write phase's fdatasync): the text asks for files "larger than your RAM size to avoid
#     caching effects"; StreamScope evicts the same way before its reads.
if(NOT SEED OR NOT OUT)
  message(FATAL_ERROR "usage: cmake -DSEED=<000_*.txt> -DOUT=<seed000.c> -P extract-seed000.cmake")
endif()
file(READ "${SEED}" text)

string(FIND "${text}" "#include <stdio.h>" begin)
if(begin LESS 0)
  message(FATAL_ERROR "${SEED}: no C program (no '#include <stdio.h>')")
endif()
string(SUBSTRING "${text}" ${begin} -1 text)
# The program ends where the quoted message does, at the line "--- End Message ---" (the
# archive's spaces around the words are no-break spaces, so only the words are searched for).
string(FIND "${text}" "End Message" end)
if(end LESS 0)
  message(FATAL_ERROR "${SEED}: the program's message has no end marker")
endif()
string(SUBSTRING "${text}" 0 ${end} program)
string(FIND "${program}" "\n" end REVERSE)
string(SUBSTRING "${program}" 0 ${end} program)
string(APPEND program "\n")

function(patch name from to expected)
  string(REPLACE "${from}" "${to}" patched "${program}")
  # Count the occurrences: the patch must hit exactly where it is meant to.
  string(LENGTH "${program}" before)
  string(REPLACE "${from}" "" without "${program}")
  string(LENGTH "${without}" after)
  string(LENGTH "${from}" len)
  math(EXPR count "(${before} - ${after}) / ${len}")
  if(NOT count EQUAL expected)
    message(FATAL_ERROR "seed 000 patch '${name}': expected ${expected} match(es) of '${from}', found ${count}")
  endif()
  set(program "${patched}" PARENT_SCOPE)
endfunction()

patch("1 includes" "#include <sys/time.h>\n"
  "#include <sys/time.h>\n#include <stdint.h> /* patch 1 */\n#include \"seed_pattern.h\" /* patch 1 */\n" 1)
patch("2 uintptr_t" "(unsigned int)tmp" "(uintptr_t)tmp /* patch 2 */" 2)
patch("3 data pattern" "memset(buf, 0, BSIZE);" "memcpy(buf, seed_pattern, BSIZE); /* patch 3 */" 1)
patch("4 seconds" "in %.2f seconds" "in %.6f seconds" 1)
patch("5 evict" "  gettimeofday(&o_start, NULL);\n"
  "  for (i = 0; i < n; i++) /* patch 5 */\n    posix_fadvise(fd[i], 0, 0, POSIX_FADV_DONTNEED);\n  gettimeofday(&o_start, NULL);\n" 1)

file(WRITE "${OUT}.tmp" "/* Generated from ${SEED} by bench/seeds/extract-seed000.cmake: do not edit. */\n${program}")
file(RENAME "${OUT}.tmp" "${OUT}")
