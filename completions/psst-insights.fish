function __psst-insights_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-insights_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __psst-insights_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-insights_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __psst-insights_parse_tokens -S
    set -l unparsed_tokens (__psst-insights_tokens -pc)
    switch $unparsed_tokens[1]
    case 'psst-insights'
        __psst-insights_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'actions'
            __psst-insights_parse_subcommand 0 'account=' 'format=' 'chat=' 'since=' 'stdin' 'engine=' 'all' 'version' 'h/help'
        case 'done'
            __psst-insights_parse_subcommand 1 'account=' 'format=' 'task=' 'version' 'h/help'
        case 'reopen'
            __psst-insights_parse_subcommand 1 'account=' 'format=' 'task=' 'version' 'h/help'
        case 'decisions'
            __psst-insights_parse_subcommand 0 'account=' 'format=' 'chat=' 'since=' 'stdin' 'engine=' 'search=' 'export=' 'version' 'h/help'
        case 'decide'
            __psst-insights_parse_subcommand 1 'account=' 'format=' 'summary=' 'tag=+' 'version' 'h/help'
        case 'priority'
            __psst-insights_parse_subcommand 0 'account=' 'format=' 'chat=' 'since=' 'stdin' 'engine=' 'threshold=' 'all' 'version' 'h/help'
        case 'scheduling'
            __psst-insights_parse_subcommand 0 'account=' 'format=' 'chat=' 'since=' 'stdin' 'engine=' 'version' 'h/help'
        case 'clients'
            __psst-insights_parse_subcommand 0 'account=' 'format=' 'chat=' 'since=' 'stdin' 'engine=' 'quiet=' 'version' 'h/help'
        case 'digest'
            __psst-insights_parse_subcommand 0 'account=' 'format=' 'chat=' 'since=' 'stdin' 'engine=' 'quiet=' 'threshold=' 'version' 'h/help'
        case 'help'
            __psst-insights_parse_subcommand -r 1 'version'
        end
    end
end

function __psst-insights_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __psst-insights_parse_subcommand -S -a positional_count
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

function __psst-insights_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __psst-insights_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__psst-insights_tokens -p)
    if test -z "$(__psst-insights_tokens -t)"
        set -l index (count (__psst-insights_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'psst-insights' -f
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights" version' -l 'version' -d 'Show the version.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_positional "psst-insights" -eq 1' -fa 'actions' -d 'Tasks requested or promised in the messages, with assignee, deadline and status.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_positional "psst-insights" -eq 1' -fa 'done' -d 'Mark the action items of a message done.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_positional "psst-insights" -eq 1' -fa 'reopen' -d 'Mark the action items of a message open again.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_positional "psst-insights" -eq 1' -fa 'decisions' -d 'Choices the conversations settled, with reversals and the ones you marked by hand.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_positional "psst-insights" -eq 1' -fa 'decide' -d 'Mark a message as a decision by hand.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_positional "psst-insights" -eq 1' -fa 'priority' -d 'Messages that need your attention: questions and requests to you, urgency, health, payments.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_positional "psst-insights" -eq 1' -fa 'scheduling' -d 'Messages that arrange a meeting, session or call time, with 3-5 suggested times.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_positional "psst-insights" -eq 1' -fa 'clients' -d 'Each client\'s last message and how many days ago it was, quietest first.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_positional "psst-insights" -eq 1' -fa 'digest' -d 'One report: priority inbox, open action items, decisions, scheduling needs and quiet clients.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_positional "psst-insights" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights actions" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights actions" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights actions" chat' -l 'chat' -d 'Only this chat (id, name, or the other person of a 1:1 chat).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights actions" since' -l 'since' -d 'Only messages since then: a duration back (30m, 24h, 7d) or a date/time (2026-09-03, 2026-09-03T07:00).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights actions" stdin' -l 'stdin' -d 'Read message JSON Lines from stdin only, even when it is empty (without it: stdin when it is a pipe or file that holds a line, else the store).'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights actions" engine' -l 'engine' -d 'The AI engine: builtin or provider (default: PSST_AI, else provider when ai.url and ai.model, or PSST_AI_URL and PSST_AI_MODEL, are set and the tool can use it, else builtin); rules is the builtin engine without its learned models.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights actions" all' -l 'all' -d 'Include items marked done.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights actions" version' -l 'version' -d 'Show the version.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights actions" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights done" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights done" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights done" task' -l 'task' -d 'Only the item whose task contains these words.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights done" version' -l 'version' -d 'Show the version.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights done" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights reopen" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights reopen" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights reopen" task' -l 'task' -d 'Only the item whose task contains these words.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights reopen" version' -l 'version' -d 'Show the version.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights reopen" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decisions" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decisions" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decisions" chat' -l 'chat' -d 'Only this chat (id, name, or the other person of a 1:1 chat).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decisions" since' -l 'since' -d 'Only messages since then: a duration back (30m, 24h, 7d) or a date/time (2026-09-03, 2026-09-03T07:00).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decisions" stdin' -l 'stdin' -d 'Read message JSON Lines from stdin only, even when it is empty (without it: stdin when it is a pipe or file that holds a line, else the store).'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decisions" engine' -l 'engine' -d 'The AI engine: builtin or provider (default: PSST_AI, else provider when ai.url and ai.model, or PSST_AI_URL and PSST_AI_MODEL, are set and the tool can use it, else builtin); rules is the builtin engine without its learned models.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decisions" search' -l 'search' -d 'Only decisions whose summary contains these words.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decisions" export' -l 'export' -d 'Print a table instead of records: md (Markdown) or csv.' -rfka 'md csv'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decisions" version' -l 'version' -d 'Show the version.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decisions" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decide" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decide" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decide" summary' -l 'summary' -d 'What was decided (default: the message\'s text).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decide"' -l 'tag' -d 'A tag; repeat for several.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decide" version' -l 'version' -d 'Show the version.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights decide" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights priority" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights priority" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights priority" chat' -l 'chat' -d 'Only this chat (id, name, or the other person of a 1:1 chat).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights priority" since' -l 'since' -d 'Only messages since then: a duration back (30m, 24h, 7d) or a date/time (2026-09-03, 2026-09-03T07:00).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights priority" stdin' -l 'stdin' -d 'Read message JSON Lines from stdin only, even when it is empty (without it: stdin when it is a pipe or file that holds a line, else the store).'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights priority" engine' -l 'engine' -d 'The AI engine: builtin or provider (default: PSST_AI, else provider when ai.url and ai.model, or PSST_AI_URL and PSST_AI_MODEL, are set and the tool can use it, else builtin); rules is the builtin engine without its learned models.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights priority" threshold' -l 'threshold' -d 'Lowest score shown, 0 to 1.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights priority" all' -l 'all' -d 'Print the score of every message.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights priority" version' -l 'version' -d 'Show the version.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights priority" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights scheduling" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights scheduling" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights scheduling" chat' -l 'chat' -d 'Only this chat (id, name, or the other person of a 1:1 chat).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights scheduling" since' -l 'since' -d 'Only messages since then: a duration back (30m, 24h, 7d) or a date/time (2026-09-03, 2026-09-03T07:00).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights scheduling" stdin' -l 'stdin' -d 'Read message JSON Lines from stdin only, even when it is empty (without it: stdin when it is a pipe or file that holds a line, else the store).'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights scheduling" engine' -l 'engine' -d 'The AI engine: builtin or provider (default: PSST_AI, else provider when ai.url and ai.model, or PSST_AI_URL and PSST_AI_MODEL, are set and the tool can use it, else builtin); rules is the builtin engine without its learned models.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights scheduling" version' -l 'version' -d 'Show the version.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights scheduling" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights clients" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights clients" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights clients" chat' -l 'chat' -d 'Only this chat (id, name, or the other person of a 1:1 chat).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights clients" since' -l 'since' -d 'Only messages since then: a duration back (30m, 24h, 7d) or a date/time (2026-09-03, 2026-09-03T07:00).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights clients" stdin' -l 'stdin' -d 'Read message JSON Lines from stdin only, even when it is empty (without it: stdin when it is a pipe or file that holds a line, else the store).'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights clients" engine' -l 'engine' -d 'The AI engine: builtin or provider (default: PSST_AI, else provider when ai.url and ai.model, or PSST_AI_URL and PSST_AI_MODEL, are set and the tool can use it, else builtin); rules is the builtin engine without its learned models.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights clients" quiet' -l 'quiet' -d 'Only clients silent for at least this many days.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights clients" version' -l 'version' -d 'Show the version.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights clients" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights digest" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights digest" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights digest" chat' -l 'chat' -d 'Only this chat (id, name, or the other person of a 1:1 chat).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights digest" since' -l 'since' -d 'Only messages since then: a duration back (30m, 24h, 7d) or a date/time (2026-09-03, 2026-09-03T07:00).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights digest" stdin' -l 'stdin' -d 'Read message JSON Lines from stdin only, even when it is empty (without it: stdin when it is a pipe or file that holds a line, else the store).'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights digest" engine' -l 'engine' -d 'The AI engine: builtin or provider (default: PSST_AI, else provider when ai.url and ai.model, or PSST_AI_URL and PSST_AI_MODEL, are set and the tool can use it, else builtin); rules is the builtin engine without its learned models.' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights digest" quiet' -l 'quiet' -d 'Clients silent for at least this many days are listed (default 7).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights digest" threshold' -l 'threshold' -d 'Lowest priority score listed, 0 to 1 (default 0.7).' -rfka ''
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights digest" version' -l 'version' -d 'Show the version.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights digest" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-insights' -n '__psst-insights_should_offer_completions_for_flags_or_options "psst-insights help" version' -l 'version' -d 'Show the version.'
