/** The Day Board tab, for the admin panel to place. */
export { DayBoardTab, type BoardDay } from './components/day-board-tab';
