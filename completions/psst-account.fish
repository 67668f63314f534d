function __psst-account_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-account_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __psst-account_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __psst-account_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __psst-account_parse_tokens -S
    set -l unparsed_tokens (__psst-account_tokens -pc)
    switch $unparsed_tokens[1]
    case 'psst-account'
        __psst-account_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'add'
            __psst-account_parse_subcommand 1 'account=' 'format=' 'name=' 'role=' 'default' 'matrix=' 'user=' 'password-command=' 'password-stdin' 'version' 'h/help'
        case 'list'
            __psst-account_parse_subcommand 0 'account=' 'format=' 'version' 'h/help'
        case 'use'
            __psst-account_parse_subcommand 1 'account=' 'format=' 'version' 'h/help'
        case 'set'
            __psst-account_parse_subcommand 0 'account=' 'format=' 'name=' 'role=' 'policy=' 'tone=' 'length=' 'autopilot=' 'autopilot-daily-limit=' 'autopilot-chat-limit=' 'suggestions=' 'auto-profiles=' 'quiet-hours=' 'version' 'h/help'
        case 'show'
            __psst-account_parse_subcommand 0 'account=' 'format=' 'version' 'h/help'
        case 'remove'
            __psst-account_parse_subcommand 1 'account=' 'format=' 'force' 'version' 'h/help'
        case 'lookup'
            __psst-account_parse_subcommand 1 'account=' 'format=' 'version' 'h/help'
        case 'login'
            __psst-account_parse_subcommand 0 'account=' 'format=' 'password-command=' 'password-stdin' 'version' 'h/help'
        case 'logout'
            __psst-account_parse_subcommand 0 'account=' 'format=' 'version' 'h/help'
        case 'backup'
            __psst-account_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'create'
                __psst-account_parse_subcommand 0 'account=' 'format=' 'version' 'h/help'
            case 'restore'
                __psst-account_parse_subcommand 0 'account=' 'format=' 'key-file=' 'version' 'h/help'
            case 'status'
                __psst-account_parse_subcommand 0 'account=' 'format=' 'version' 'h/help'
            end
        case 'devices'
            __psst-account_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'list'
                __psst-account_parse_subcommand 0 'account=' 'format=' 'user=' 'version' 'h/help'
            case 'verify'
                __psst-account_parse_subcommand 2 'account=' 'format=' 'fingerprint=' 'version' 'h/help'
            case 'block'
                __psst-account_parse_subcommand 2 'account=' 'format=' 'version' 'h/help'
            case 'policy'
                __psst-account_parse_subcommand 1 'account=' 'format=' 'version' 'h/help'
            end
        case 'help'
            __psst-account_parse_subcommand -r 1 'version'
        end
    end
end

function __psst-account_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __psst-account_parse_subcommand -S -a positional_count
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

function __psst-account_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __psst-account_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__psst-account_tokens -p)
    if test -z "$(__psst-account_tokens -t)"
        set -l index (count (__psst-account_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'psst-account' -f
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'add' -d 'Create an account on the embedded hub, or log in to a Matrix homeserver.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'list' -d 'List local accounts; * marks the default.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'use' -d 'Make an account the default.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'set' -d 'Change an account\'s display name, role, relationship policy or preferences.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'show' -d 'Show an account and its preferences, each with where it comes from.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'remove' -d 'Delete an account and all its local data (the hub keeps its copy).'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'lookup' -d 'Find people on the hub by id or name.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'login' -d 'Log a Matrix account in again (same device, so queued messages keep their transaction ids).'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'logout' -d 'End a Matrix account\'s session on the homeserver and forget its access token.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'backup' -d 'Back up a Matrix account\'s room keys on its homeserver, and restore them on another device.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'devices' -d 'List Matrix devices and their trust; verify or block one; choose who gets room keys.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" name' -l 'name' -d 'Display name (default: the id, or the name the homeserver has).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" role' -l 'role' -d 'Role: trainer, client or staff (default: client, or what the account\'s other devices set).' -rfka 'trainer client staff'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" default' -l 'default' -d 'Make it the default account.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" matrix' -l 'matrix' -d 'Log in to this Matrix homeserver (https://host) instead of using the embedded hub.' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" user' -l 'user' -d 'Matrix user name or full id (default: the account id).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" password-command' -l 'password-command' -d 'Run this shell command and use the first line it prints as the password (e.g. \'pass show matrix\').' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" password-stdin' -l 'password-stdin' -d 'Read the password from the first line of standard input.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account list" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account list" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account list" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account use" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account use" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account use" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account use" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" name' -l 'name' -d 'New display name.' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" role' -l 'role' -d 'New role: trainer, client or staff.' -rfka 'trainer client staff'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" policy' -l 'policy' -d 'Who may message whom: roster, open or default.' -rfka 'roster open default'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" tone' -l 'tone' -d 'Tone of AI replies: neutral, friendly or formal.' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" length' -l 'length' -d 'Length of AI replies: short, medium or long.' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" autopilot' -l 'autopilot' -d 'What psst-watch --assist may do unasked: none, or reminders,replies,calls (any of them).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" autopilot-daily-limit' -l 'autopilot-daily-limit' -d 'Autopilot actions per day at most, all chats together (default 10).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" autopilot-chat-limit' -l 'autopilot-chat-limit' -d 'Autopilot actions per chat per day at most (default 3).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" suggestions' -l 'suggestions' -d 'Scheduling suggestions in psst-watch --assist: on or off.' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" auto-profiles' -l 'auto-profiles' -d 'Client profiles shown unasked (psst-contacts show): on or off.' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" quiet-hours' -l 'quiet-hours' -d 'Local hours with no autopilot action or suggested time, e.g. 22:00-07:00, or off.' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account set" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account show" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account show" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account show" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account remove" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account remove" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account remove" force' -l 'force' -d 'Remove even if messages are still waiting in its outbox.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account remove" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account remove" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account lookup" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account lookup" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account lookup" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account lookup" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account login" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account login" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account login" password-command' -l 'password-command' -d 'Run this shell command and use the first line it prints as the password (e.g. \'pass show matrix\').' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account login" password-stdin' -l 'password-stdin' -d 'Read the password from the first line of standard input.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account login" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account login" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account logout" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account logout" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account logout" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account logout" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account backup" -eq 1' -fa 'create' -d 'Make a key backup, upload the room keys, and print its recovery key once.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account backup" -eq 1' -fa 'restore' -d 'Restore room keys from the key backup with the recovery key (stdin or --key-file).'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account backup" -eq 1' -fa 'status' -d 'Show the homeserver\'s key backup and how many of this device\'s room keys are in it.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup create" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup create" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup create" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup create" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup restore" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup restore" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup restore" key-file' -l 'key-file' -d 'Read the recovery key from this file (default: standard input).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup restore" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup restore" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup status" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup status" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup status" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account backup status" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account devices" -eq 1' -fa 'list' -d 'List the devices of a user (default: your own and everyone\'s psst has seen).'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account devices" -eq 1' -fa 'verify' -d 'Mark a device verified (its current keys trusted), after checking its fingerprint.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account devices" -eq 1' -fa 'block' -d 'Block a device: it gets no room keys from you.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account devices" -eq 1' -fa 'policy' -d 'Show or set which devices get room keys: trust-on-first-use (default) or verified-only.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices list" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices list" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices list" user' -l 'user' -d 'Only this Matrix user\'s devices (@name:server).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices list" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices verify" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices verify" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices verify" fingerprint' -l 'fingerprint' -d 'Verify only if the device\'s fingerprint is this one (spaces ignored).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices verify" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices verify" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices block" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices block" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices block" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices block" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices policy" account' -l 'account' -d 'Act as this local account (default: PSST_ACCOUNT, then the default account).' -rfka ''
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices policy" format' -l 'format' -d 'Output format: text for people, jsonl for programs (default: text on a terminal, jsonl otherwise).' -rfka 'text jsonl'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_positional "psst-account devices policy" -eq 1' -fka 'trust-on-first-use verified-only'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices policy" version' -l 'version' -d 'Show the version.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account devices policy" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'psst-account' -n '__psst-account_should_offer_completions_for_flags_or_options "psst-account help" version' -l 'version' -d 'Show the version.'
