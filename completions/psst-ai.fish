function __psst-ai_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-ai_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __psst-ai_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-ai_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __psst-ai_parse_tokens -S
    set -l unparsed_tokens (__psst-ai_tokens -pc)
    switch $unparsed_tokens[1]
    case 'psst-ai'
        __psst-ai_parse_subcommand -r 1 'account=' 'format=' 'conversation=' 'continue' 'list' 'delete=' 'engine=' 'usage' 'yes' 'dry-run' 'audit' 'refresh' 'undo=' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'help'
            __psst-ai_parse_subcommand -r 1 'version'
        end
    end
end

function __psst-ai_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __psst-ai_parse_subcommand -S -a positional_count
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

function __psst-ai_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __psst-ai_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__psst-ai_tokens -p)
    if test -z "$(__psst-ai_tokens -t)"
        set -l index (count (__psst-ai_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'psst-ai' -f
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" conversation' -l 'conversation' -d 'Continue this conversation.' -rfka ''
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" continue' -l 'continue' -d 'Continue the most recent conversation.'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" list' -l 'list' -d 'List conversations, most recent first.'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" delete' -l 'delete' -d 'Delete this conversation.' -rfka ''
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" engine' -l 'engine' -d 'Who answers: builtin (the embedded engine) or provider (default: provider when ai.url and ai.model, or PSST_AI_URL and PSST_AI_MODEL, are set).' -rfka 'builtin provider'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" usage' -l 'usage' -d 'Print AI provider usage: requests, tokens and cost per day and per model, and today\'s remaining requests.'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" yes' -l 'yes' -d 'Run a requested action without asking.'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" dry-run' -l 'dry-run' -d 'Only propose a requested action; never run it.'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" audit' -l 'audit' -d 'List the audit log of actions: every proposal and what became of it.'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" refresh' -l 'refresh' -d 'With "help me schedule with NAME": work the suggested times out again, not the cached ones.'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" undo' -l 'undo' -d 'Undo an action that ran (an id from --audit or an autopilot record): cancel a reminder, remove a call, unsend a message.' -rfka ''
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" version' -l 'version' -d 'Show the version.'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_positional "psst-ai" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'psst-ai' -n '__psst-ai_should_offer_completions_for_flags_or_options "psst-ai help" version' -l 'version' -d 'Show the version.'
