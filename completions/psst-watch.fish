function __psst-watch_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-watch_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __psst-watch_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-watch_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __psst-watch_parse_tokens -S
    set -l unparsed_tokens (__psst-watch_tokens -pc)
    switch $unparsed_tokens[1]
    case 'psst-watch'
        __psst-watch_parse_subcommand 0 'account=' 'format=' 'since=' 'from-start' 'name=' 'chat=+' 'type=' 'from=' 'mentions' 'once' 'count=' 'exec=' 'jobs=' 'batch=' 'summarize' 'assist' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'help'
            __psst-watch_parse_subcommand -r 1 'version'
        end
    end
end

function __psst-watch_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __psst-watch_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __psst-watch_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __psst-watch_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__psst-watch_tokens -p)
    if test -z "$(__psst-watch_tokens -t)"
        set -l index (count (__psst-watch_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'psst-watch' -f
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" since' -l 'since' -d 'Start after this cursor (the "cursor" of the last line you saw).' -rfka ''
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" from-start' -l 'from-start' -d 'Start from the first event in the store.'
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" name' -l 'name' -d 'Remember the cursor under this name and resume from it when started again with the same name.' -rfka ''
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch"' -l 'chat' -d 'Only these chats (repeatable; ids or names).' -rfka ''
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" type' -l 'type' -d 'Only these event types, comma-separated: message, edit, unsend, receipt, state, typing, presence, chat, reminder.' -rfka ''
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" from' -l 'from' -d 'Only events from this user id.' -rfka ''
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" mentions' -l 'mentions' -d 'Only messages that name you (your id, name or first name, or @id).'
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" once' -l 'once' -d 'Print what is pending and exit (for cron and scripts).'
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" count' -l 'count' -d 'Stop after N events (or digest lines).' -rfka ''
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" exec' -l 'exec' -d 'Run this shell command per event, the event\'s JSON line on its standard input (nothing is printed).' -rfka ''
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" jobs' -l 'jobs' -d 'At most this many --exec commands at once.' -rfka ''
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" batch' -l 'batch' -d 'Print one digest line per chat per period (30s, 5m, 1h) instead of every event.' -rfka ''
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" summarize' -l 'summarize' -d 'With --batch: one line per chat saying what its new messages say and what they ask you.'
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" assist' -l 'assist' -d 'Proactive help as messages arrive: suggestion events (free times for a new message that arranges one), and the autopilot when psst-account set --autopilot enabled it.'
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" version' -l 'version' -d 'Show the version.'
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_positional "psst-watch" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'psst-watch' -n '__psst-watch_should_offer_completions_for_flags_or_options "psst-watch help" version' -l 'version' -d 'Show the version.'
