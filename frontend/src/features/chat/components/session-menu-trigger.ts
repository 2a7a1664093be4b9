/** The options button beside a conversation, shared by the menu and its placeholder. */
export const MENU_TRIGGER_CLASS = 'mt-1.5 mr-1 rounded-md p-1.5 text-slate-300 hover:bg-night-600 hover:text-white data-[state=open]:bg-night-600';
